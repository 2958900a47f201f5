import type { PaymentView } from '@hctl/contracts';
import { Button, Divider, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { authStore } from '../../lib/auth-store';
import { shortDate } from '../../lib/dates';
import { SUPPORT_EMAIL } from '../Footer';
import { usd } from './cards';

/** Receipt numbers read as on an invoice and stay stable: the payment's id, padded. */
export const receiptNumber = (p: Pick<PaymentView, 'id'>) => `HCTL-${String(p.id).padStart(6, '0')}`;

/**
 * Printing shows the receipt alone: the rest of the page (and the dialog's chrome) is hidden, the
 * sheet laid at the top of the paper. The dialog is portaled to <body>, so visibility (which
 * children can turn back on) is used rather than display.
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .hctl-receipt, .hctl-receipt * { visibility: visible !important; }
  .hctl-receipt { position: fixed; inset: 0; padding: 24px; background: white; }
  .hctl-receipt { box-shadow: none !important; }
  .hctl-receipt .hctl-no-print, .hctl-receipt .mantine-Modal-close { display: none !important; }
}`;

/**
 * A receipt for one paid (or refunded) payment, to keep or print for expenses: who was billed,
 * for what, when, how much and on which card. Built from the billing history's row; the payer's
 * name is the organization's (slug) or the signed-in person's.
 */
export function ReceiptDialog({
  payment,
  slug,
  onClose,
}: {
  payment: PaymentView;
  slug?: string | null;
  onClose: () => void;
}) {
  const { user, showData } = authStore.get();
  const org = slug && showData.organization?.slug === slug ? showData.organization : null;
  const rows: [string, string][] = [
    ['Receipt number', receiptNumber(payment)],
    ['Date paid', shortDate(payment.created_at)],
    ['Billed to', org ? org.company_name : (user?.name ?? '')],
    ...(user?.email ? [['E-mail', user.email] as [string, string]] : []),
    ['Paid with', payment.card ?? 'A card no longer saved'],
    ...(payment.transaction_id ? [['Transaction', payment.transaction_id] as [string, string]] : []),
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Receipt ${receiptNumber(payment)}`}
      size="lg"
      classNames={{ content: 'hctl-receipt' }}
    >
      <style>{PRINT_CSS}</style>
      <Stack gap="md" data-testid="receipt">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              HCTL
            </Title>
            <Text size="sm" c="dimmed">
              {SUPPORT_EMAIL}
            </Text>
          </div>
          <Text fw={700} size="lg" c={payment.status === 'refunded' ? 'orange' : 'teal'}>
            {payment.status === 'refunded' ? 'Refunded' : 'Paid'}
          </Text>
        </Group>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{payment.description}</Table.Td>
              <Table.Td ta="right">{usd(payment.amount)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Text fw={700}>
            Total {payment.status === 'refunded' ? 'refunded' : 'paid'}: {usd(payment.amount)}{' '}
            {payment.currency.toUpperCase()}
          </Text>
        </Group>
        <Divider />
        <Text size="xs" c="dimmed">
          Questions about this payment? Write to {SUPPORT_EMAIL} with the receipt number.
        </Text>
        <Group justify="flex-end" className="hctl-no-print">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => window.print()}>Print</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
