import type { PlanCheckoutView, PlanView } from '@hctl/contracts';
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
import { cardLabel, defaultCardId, usd } from './cards';

/** What the server says the change charges now (the checkout's preview; older answers lack it). */
const chargeNow = (c: PlanCheckoutView) => (c.charge_now_cents ?? c.amount_due * 100) / 100;
/** A downgrade waits for the current period's end: the server answers when the plan takes over. */
const isScheduled = (c: PlanCheckoutView) =>
  c.starts_at !== undefined && new Date(c.starts_at).getTime() > Date.now();

/** One sentence on what confirming does: charged now (with credit), or scheduled for the period's end. */
function whatHappens(c: PlanCheckoutView) {
  const current = c.current_plan?.name ?? 'Basic Plan';
  const renews = c.renews_at ? `; it renews on ${shortDate(c.renews_at)}` : '';
  if (isScheduled(c))
    return (
      `Your ${current} stays until ${shortDate(c.starts_at!)}; then you move to the ${c.plan.name}. Nothing is charged now.` +
      (c.requires_billing_method
        ? ` On ${shortDate(c.starts_at!)} the card you choose is charged ${usd(c.amount_due)}.`
        : '')
    );
  if (!c.requires_billing_method)
    return 'Nothing to pay. Your data is kept; the Basic Plan limits apply from now on.';
  const credit = (c.credit_cents ?? 0) / 100;
  const unused = `credit for the unused part of your ${current}`;
  if (credit > 0 && chargeNow(c) === 0)
    return `Nothing to pay now: the ${usd(credit)} ${unused} covers it, and the rest lengthens your first period${renews}.`;
  return `You pay ${usd(chargeNow(c))} now${credit > 0 ? ` (${usd(credit)} ${unused})` : ''}${renews}.`;
}

const submitLabel = (c: PlanCheckoutView) =>
  isScheduled(c)
    ? 'Schedule the change'
    : c.requires_billing_method && chargeNow(c) > 0
      ? `Pay ${usd(chargeNow(c))} and change plan`
      : 'Change plan';

/**
 * Plan change: what happens (charged now with credit for the unused period, or a downgrade at the
 * period's end, as the checkout call computes it), which card pays (none for Basic Plan, spec §4),
 * then the change.
 */
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
              From <b>{c.current_plan?.name ?? 'Basic Plan'}</b> to <b>{c.plan.name}</b>. {whatHappens(c)}
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
              submitLabel={submitLabel(c)}
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
