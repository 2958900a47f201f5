import type { AdminPaymentSummaryView } from '@hctl/contracts';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { get } from '../../../lib/api-client';

export const usd = (amount: number, currency = 'USD') =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(amount);

/** GET /admin/payment-summary: this month so far (the API's default range). */
const summaryQuery = () =>
  queryOptions({
    queryKey: ['admin', 'payment-summary'],
    queryFn: async () => (await get<AdminPaymentSummaryView>('/admin/payment-summary')).data,
  });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}

/**
 * This month's money in: received (HCTL's revenue) and refunded (dollars), payments and failed
 * payments (counts), tokens spent, and apart from revenue what quotation payments hold for providers.
 */
export function PaymentSummary() {
  const summary = useQuery(summaryQuery());
  return (
    <QueryState query={summary}>
      {(s) => (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} aria-label={`From ${s.from} to ${s.to}`}>
          <Figure label="Received" value={usd(s.received)} />
          <Figure label="Payments" value={s.payments.toLocaleString()} />
          <Figure label="Failed payments" value={s.failed.toLocaleString()} />
          <Figure label="Refunded" value={usd(s.refunded)} />
          <Figure label="Held for quotations" value={usd(s.held_for_quotations)} />
          <Figure label="Tokens spent" value={s.tokens_spent.toLocaleString()} />
        </SimpleGrid>
      )}
    </QueryState>
  );
}
