import type { PlanView } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Alert, Button, Divider, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { ApiError } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { billingApi, checkoutQuery } from '../api/billing.api';
import { cardLabel, defaultCardId } from '../cards';
import { CardForm } from './CardForm';

/** Plan change: what it costs, which card pays (none for Basic Plan, spec §4), then the change. */
export default function ChangePlanModal({
  plan,
  slug,
  onClose,
}: {
  plan: PlanView | null;
  slug?: string | null;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const checkout = useQuery({ ...checkoutQuery(plan?.slug ?? '', slug), enabled: plan !== null });
  const [card, setCard] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!card) setCard(defaultCardId(checkout.data?.billing_methods));
  }, [checkout.data, card]);
  const confirm = async () => {
    if (!plan) return;
    setBusy(true);
    setProblem(null);
    try {
      const paid = plan.amount > 0;
      const res = await billingApi.changePlan(plan.id, paid && card ? Number(card) : null, slug);
      toastSuccess(res.message);
      await qc.invalidateQueries({ queryKey: ['plans'] });
      await qc.invalidateQueries({ queryKey: ['billing'] });
      onClose();
    } catch (err) {
      if (err instanceof ApiError)
        setProblem(err.errors.payment_method_id ?? err.errors.billing_method_id ?? err.message);
      else showServerError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      title={plan ? `Change to ${plan.name}` : ''}
      size={UI_TIMINGS.modalWidth}
      centered
    >
      <QueryState query={checkout}>
        {(c) => (
          <Stack>
            <Text>
              From <b>{c.current_plan?.name ?? 'Basic Plan'}</b> to <b>{c.plan.name}</b>.{' '}
              {c.requires_billing_method
                ? `You pay $${c.amount_due.toFixed(2)} now; it renews on ${new Date(c.renews_at ?? '').toLocaleDateString()}.`
                : 'Nothing to pay. Your data is kept; the Basic Plan limits apply from now on.'}
            </Text>
            {c.requires_billing_method && (
              <>
                {c.billing_methods.length > 0 ? (
                  <Radio.Group label="Pay with" value={card} onChange={setCard}>
                    <Stack gap={6} mt={6}>
                      {c.billing_methods.map((m) => (
                        <Radio key={m.id} value={String(m.id)} label={cardLabel(m)} />
                      ))}
                    </Stack>
                  </Radio.Group>
                ) : (
                  <Text size="sm">Add a card to pay for this plan.</Text>
                )}
                <Divider label="Add a card" labelPosition="left" />
                <CardForm slug={slug} onAdded={(m) => setCard(String(m.id))} />
              </>
            )}
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={confirm} loading={busy} disabled={c.requires_billing_method && !card}>
                {c.requires_billing_method
                  ? `Pay $${c.amount_due.toFixed(2)} and change plan`
                  : 'Change plan'}
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
