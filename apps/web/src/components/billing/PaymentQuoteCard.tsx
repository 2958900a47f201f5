import type { BillingMethodView, PaymentQuote } from '@hctl/contracts';
import { Card, Select, Stack, Switch, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../QueryState';
import { cardLabel, usd } from './cards';

/**
 * What a promotion or publication will cost before its review step (spec §4): the price, the tokens
 * used first (with the switch to keep them), what the card pays and which card.
 */
export function PaymentQuoteCard({
  quote: q,
  useTokens,
  onUseTokens,
  methods,
  card,
  onCard,
}: {
  quote: PaymentQuote;
  useTokens: boolean;
  onUseTokens: (on: boolean) => void;
  methods: UseQueryResult<BillingMethodView[]>;
  card: string | null;
  onCard: (id: string | null) => void;
}) {
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Table data-testid="payment-summary">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Price</Table.Td>
              <Table.Td ta="right">{usd(q.price)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>HCTL tokens used ({q.token_balance} in your wallet)</Table.Td>
              <Table.Td ta="right" data-testid="used-tokens">
                {q.used_tokens} tokens (−{usd(q.used_tokens * q.token_value)})
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td fw={700}>Charged to your card</Table.Td>
              <Table.Td ta="right" fw={700} data-testid="remaining-amount">
                {usd(q.remaining_amount)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Switch
          label="Pay with my HCTL tokens first"
          checked={useTokens}
          onChange={(e) => onUseTokens(e.currentTarget.checked)}
        />
        {q.remaining_amount > 0 && (
          <QueryState
            query={methods}
            isEmpty={(d) => d.length === 0}
            empty={<Text size="sm">No card saved yet: you can add one in the review step.</Text>}
          >
            {(list) => (
              <Select
                label="Card"
                value={card}
                onChange={onCard}
                data={list.map((m) => ({ value: String(m.id), label: cardLabel(m) }))}
              />
            )}
          </QueryState>
        )}
      </Stack>
    </Card>
  );
}
