import type { QuotationEventView } from '@hctl/contracts';
import { Table, Text } from '@mantine/core';
import { HISTORY_LABELS, usd, when } from './labels';

const ACTOR: Record<QuotationEventView['actor'], string> = {
  buyer: 'Buyer',
  provider: 'Provider',
  system: 'HCTL',
  admin: 'HCTL (admin)',
};

/** What a move of the offer or its completion was about (the same event names serve both). */
const ABOUT: Record<QuotationEventView['machine'], string> = {
  quotation: '',
  offer: ' (offer)',
  completion: ' (completed work)',
  call: '',
};
const what = (h: QuotationEventView) => {
  // A call ended before it started was cancelled by its caller (the conversation says so too).
  if (h.machine === 'call' && h.event === 'end' && h.from === 'requested') return 'Call cancelled';
  if (h.machine === 'call' && h.event === 'reject') return 'Call declined';
  return `${HISTORY_LABELS[h.event] ?? h.event}${ABOUT[h.machine]}`;
};
const state = (s: string) => {
  const words = s.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
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
            <Table.Td>{what(h)}</Table.Td>
            <Table.Td>{ACTOR[h.actor]}</Table.Td>
            <Table.Td>
              {h.from ? `${state(h.from)} → ` : ''}
              {state(h.to)}
            </Table.Td>
            <Table.Td ta="right">{h.amount == null ? '' : usd(h.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
