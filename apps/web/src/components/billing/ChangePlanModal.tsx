import type { PlanView } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Alert, Divider, Modal, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sharedKeys } from '../../lib/api/keys';
import { ApiError } from '../../lib/api-client';
import { shortDate } from '../../lib/dates';
import { useApiMutation } from '../../lib/use-api-mutation';
import { FormActions } from '../FormActions';
import { QueryState } from '../QueryState';
import { changePlan } from './api/change-plan';
import { checkoutQuery } from './api/checkout';
import { billingKeys } from './api/keys';
import { CardForm } from './CardForm';
import { cardLabel, defaultCardId } from './cards';

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
  const checkout = useQuery({ ...checkoutQuery(plan?.slug ?? '', slug), enabled: plan !== null });
  const [card, setCard] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!card) setCard(defaultCardId(checkout.data?.billing_methods));
  }, [checkout.data, card]);
  const change = useApiMutation({
    mutationFn: changePlan,
    invalidate: [sharedKeys.plans, billingKeys.all],
    awaitInvalidation: true,
    onSuccess: onClose,
    onError: (err) => {
      if (!(err instanceof ApiError)) return false;
      setProblem(err.errors.payment_method_id ?? err.errors.billing_method_id ?? err.message);
      return true;
    },
  });
  const confirm = () => {
    if (!plan) return;
    setProblem(null);
    change.mutate({ planId: plan.id, billingMethodId: plan.amount > 0 && card ? Number(card) : null, slug });
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
                ? `You pay $${c.amount_due.toFixed(2)} now; it renews on ${shortDate(c.renews_at ?? '')}.`
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
            <FormActions
              onCancel={onClose}
              submitLabel={
                c.requires_billing_method ? `Pay $${c.amount_due.toFixed(2)} and change plan` : 'Change plan'
              }
              loading={change.isPending}
              disabled={c.requires_billing_method && !card}
              onConfirm={confirm}
            />
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
