import type { AdminPaymentView } from '@hctl/contracts';
import { Text } from '@mantine/core';
import { type AdminListConfig, AdminListScreen } from '../components/AdminListScreen';
import { DateCell, options, PersonCell, StatusBadge } from '../components/cells';
import { PaymentSummary, usd } from '../components/PaymentSummary';

// Typed against the view (every value, no other), not imported: the contracts' schemas stay out of the chunk.
const STATUSES: Record<AdminPaymentView['status'], true> = {
  pending: true,
  succeeded: true,
  failed: true,
  refunded: true,
};
const PURPOSES: Record<AdminPaymentView['purpose'], true> = {
  subscription: true,
  renewal: true,
  job_promotion: true,
  job_flat_fee: true,
  service_promotion: true,
  gallery_promotion: true,
  ad_promotion: true,
  quotation_offer: true,
  token_top_up: true,
};

const config: AdminListConfig<AdminPaymentView> = {
  title: 'Payments',
  description: 'Card payments received, newest first, with this month’s summary.',
  path: '/admin/receive-payment',
  searchLabel: 'Search by payer',
  filters: [
    { key: 'status', label: 'Status', data: options(Object.keys(STATUSES)) },
    { key: 'purpose', label: 'Purpose', data: options(Object.keys(PURPOSES)) },
  ],
  columns: [
    {
      label: 'Payer',
      render: (p) => (
        <PersonCell
          name={p.payer.name}
          email={p.payer.email}
          href={p.payer.slug && `/${p.payer.type}/${p.payer.slug}/view-profile`}
        />
      ),
    },
    {
      label: 'For',
      render: (p) => (
        <>
          <Text size="sm">{p.purpose.replaceAll('_', ' ')}</Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {p.description}
          </Text>
        </>
      ),
    },
    { label: 'Amount', render: (p) => <Text size="sm">{usd(p.amount, p.currency)}</Text> },
    { label: 'Status', render: (p) => <StatusBadge value={p.status} /> },
    { label: 'Date', render: (p) => <DateCell at={p.created_at} /> },
  ],
  rowKey: (p) => p.id,
  rowName: (p) => `payment ${p.id}`,
  noun: ['payment', 'payments'],
  empty: 'No payments match these filters.',
  testId: 'admin-payment',
  header: <PaymentSummary />,
};

/** /admin/payments: admin/receive-payment with admin/payment-summary above it. */
export default function AdminPaymentsPage() {
  return <AdminListScreen config={config} />;
}
