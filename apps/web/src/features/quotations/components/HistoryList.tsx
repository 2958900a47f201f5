import type { QuotationEventView } from '@hctl/contracts';
import { Table, Text } from '@mantine/core';
import { HISTORY_LABELS, usd, when } from './labels';

const ACTOR: Record<QuotationEventView['actor'], string> = {
  buyer: 'Buyer',
  provider: 'Provider',
  system: 'HCTL',
};

/** The quotation's history: every transition, oldest first (who, when, from → to, the price then). */
export function HistoryList({ history }: { history: QuotationEventView[] }) {
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened yet.
      </Text>
    );
  return (
    <Table striped data-testid="quotation-history" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.map((h) => (
          <Table.Tr key={h.id}>
            <Table.Td>{when(h.created_at)}</Table.Td>
            <Table.Td>
              {HISTORY_LABELS[h.event] ?? h.event} ({h.machine})
            </Table.Td>
            <Table.Td>{ACTOR[h.actor]}</Table.Td>
            <Table.Td>
              {h.from ? `${h.from.replaceAll('_', ' ')} → ` : ''}
              {h.to.replaceAll('_', ' ')}
            </Table.Td>
            <Table.Td ta="right">{h.amount == null ? '' : usd(h.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
