import type { AdminQuotationDisputeView, DisputeOutcome } from '@hctl/contracts';
import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminListKeys } from '../api/admin-lists';
import { QUOTATION_DISPUTES_PATH, resolveQuotationDispute } from '../api/quotation-disputes';
import { type AdminListConfig, AdminListScreen } from '../components/AdminListScreen';
import { ConfirmReasonModal } from '../components/ConfirmReasonModal';
import { DateCell, PersonCell } from '../components/cells';
import { usd } from '../components/PaymentSummary';

type Dispute = AdminQuotationDisputeView;
type Party = Dispute['buyer'];

const profileOf = (p: Party) => (p.slug ? `/${p.role}/${p.slug}/view-profile` : null);
const held = (d: Dispute) =>
  d.held_tokens > 0
    ? `${d.held_tokens.toLocaleString()} tokens held`
    : 'Nothing held (paid later by a payment link)';

/** What each decision's button, confirmation and effect say. */
const DECISIONS: Record<
  DisputeOutcome,
  { button: string; confirm: string; effect: (d: Dispute) => string; color: string }
> = {
  release: {
    button: 'Pay the provider',
    confirm: 'Pay the provider',
    color: 'teal',
    effect: (d) =>
      `${usd(d.amount)} (${held(d).toLowerCase()}) goes to ${d.provider.name}'s wallet and the quotation is completed. Both sides are told your reason.`,
  },
  refund: {
    button: 'Refund the buyer',
    confirm: 'Refund the buyer',
    color: 'red',
    effect: (d) =>
      `${usd(d.amount)} (${held(d).toLowerCase()}) goes back to ${d.buyer.name}'s wallet as tokens and the quotation is completed. Both sides are told your reason.`,
  },
};

/** "Pay the provider" and "Refund the buyer", each confirmed with the reason both sides read. */
function DecisionButtons({ dispute }: { dispute: Dispute }) {
  const [deciding, setDeciding] = useState<DisputeOutcome | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const qc = useQueryClient();
  const resolve = useApiMutation({
    mutationFn: resolveQuotationDispute,
    invalidate: [adminListKeys.all],
    onFieldErrors: (e) => setReasonError(e.reason),
    onSuccess: () => setDeciding(null),
    onError: (err) => {
      // Decided meanwhile (another admin, another tab) or gone: say so (the default toast), close
      // the confirmation and refresh the list, which no longer holds it.
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) {
        setDeciding(null);
        void qc.invalidateQueries({ queryKey: adminListKeys.all });
      }
      return false;
    },
  });
  const name = `the dispute about ${dispute.service.title}`;
  return (
    <>
      {(Object.keys(DECISIONS) as DisputeOutcome[]).map((outcome) => (
        <Button
          key={outcome}
          size="xs"
          variant="light"
          color={DECISIONS[outcome].color}
          aria-label={`${DECISIONS[outcome].button}: ${name}`}
          disabled={resolve.isPending}
          onClick={() => {
            setReasonError(undefined);
            setDeciding(outcome);
          }}
        >
          {DECISIONS[outcome].button}
        </Button>
      ))}
      {deciding && (
        <ConfirmReasonModal
          title={`${DECISIONS[deciding].confirm}?`}
          confirmLabel={DECISIONS[deciding].confirm}
          reasonLabel="Reason (both sides read it)"
          loading={resolve.isPending}
          error={reasonError}
          onConfirm={(reason) => resolve.run({ offerId: dispute.offer_id, outcome: deciding, reason })}
          onClose={() => setDeciding(null)}
        >
          {DECISIONS[deciding].effect(dispute)}
        </ConfirmReasonModal>
      )}
    </>
  );
}

const partyCell = (p: Party) => (
  <>
    <PersonCell name={p.name} href={profileOf(p)} />
    <Text size="xs" c="dimmed">
      {p.role === 'organization' ? 'Organization' : 'Individual'}
    </Text>
  </>
);

const config: AdminListConfig<Dispute> = {
  title: 'Disputes',
  description:
    'Quotation offers whose completed work the buyer rejected. The payment stays held until you pay the provider or refund the buyer.',
  path: QUOTATION_DISPUTES_PATH,
  searchLabel: 'Search by service or party',
  searchPlaceholder: 'Service title, buyer or provider',
  columns: [
    {
      label: 'Service',
      render: (d) => (
        <>
          <Text size="sm" fw={600}>
            {d.service.title}
          </Text>
          <Text size="xs" c="dimmed">
            Quotation #{d.quotation_id} · offer #{d.offer_id}
          </Text>
        </>
      ),
    },
    { label: 'Buyer', render: (d) => partyCell(d.buyer) },
    { label: 'Provider', render: (d) => partyCell(d.provider) },
    {
      label: 'Amount',
      render: (d) => (
        <>
          <Text size="sm" fw={600}>
            {usd(d.amount)}
          </Text>
          <Text size="xs" c="dimmed">
            {held(d)}
          </Text>
        </>
      ),
    },
    {
      label: 'Buyer’s reason',
      render: (d) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
          {d.reason ?? '—'}
        </Text>
      ),
    },
    { label: 'Opened', render: (d) => <DateCell at={d.opened_at} /> },
  ],
  rowKey: (d) => d.offer_id,
  rowName: (d) => `the dispute about ${d.service.title}`,
  noun: ['dispute', 'disputes'],
  empty: 'No dispute is waiting for a decision.',
  testId: 'admin-dispute',
  actions: (d) => <DecisionButtons dispute={d} />,
};

/** /admin/disputes: admin/quotation-disputes, each decided with admin/quotation-disputes/{offer}/resolve. */
export default function AdminQuotationDisputesPage() {
  return <AdminListScreen config={config} />;
}
