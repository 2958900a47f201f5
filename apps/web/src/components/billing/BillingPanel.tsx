import type { BillingMethodView, PaymentView } from '@hctl/contracts';
import { Badge, Button, Group, Pagination, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shortDate } from '../../lib/dates';
import { useApiMutation } from '../../lib/use-api-mutation';
import { ConfirmDialog } from '../ConfirmDialog';
import { QueryState } from '../QueryState';
import { TitledCard } from '../TitledCard';
import { billingHistoryQuery } from './api/billing-history';
import { billingMethodsQuery } from './api/billing-methods';
import { billingKeys } from './api/keys';
import { makePrimaryBillingMethod } from './api/make-primary-billing-method';
import { removeBillingMethod } from './api/remove-billing-method';
import { CardForm } from './CardForm';
import { usd } from './cards';
import { ReceiptDialog, receiptNumber } from './ReceiptDialog';

/** A payment's status in words (the API's values are states, not labels). */
const PAYMENT_STATUS: Record<PaymentView['status'], { label: string; color: string }> = {
  succeeded: { label: 'Paid', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'orange' },
  pending: { label: 'Pending', color: 'gray' },
};

/** Billing methods and billing history, for a person (no slug) or an organization. */
export function BillingPanel({ slug }: { slug?: string | null }) {
  const methods = useQuery(billingMethodsQuery(slug));
  const [page, setPage] = useState(1);
  const history = useQuery(billingHistoryQuery(slug, page));
  const makePrimary = useApiMutation({
    mutationFn: (id: number) => makePrimaryBillingMethod({ id, slug }),
    invalidate: [billingKeys.all],
  });
  // Removing a card asks first: the server refuses the card that pays for a plan, and says so.
  const [removing, setRemoving] = useState<BillingMethodView | null>(null);
  const remove = useApiMutation({
    mutationFn: (id: number) => removeBillingMethod({ id, slug }),
    invalidate: [billingKeys.all],
    onSettled: () => setRemoving(null),
  });
  const [receipt, setReceipt] = useState<PaymentView | null>(null);
  return (
    <Stack>
      <TitledCard title="Billing methods">
        <QueryState
          query={methods}
          isEmpty={(d) => d.length === 0}
          empty={<Text size="sm">No card saved yet. Add one to pay for plans and promotions.</Text>}
        >
          {(list) => (
            <Stack gap="xs" data-testid="billing-methods">
              {list.map((m) => (
                <Group key={m.id} justify="space-between" wrap="nowrap">
                  <Group gap="xs">
                    <Text fw={600} tt="capitalize">
                      {m.brand} •••• {m.last4}
                    </Text>
                    <Text size="sm" c="dimmed">
                      expires {String(m.exp_month).padStart(2, '0')}/{m.exp_year}
                    </Text>
                    {m.primary && <Badge>Primary</Badge>}
                  </Group>
                  <Group gap="xs">
                    {!m.primary && (
                      <Button size="xs" variant="light" onClick={() => makePrimary.mutate(m.id)}>
                        Make primary
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove card ending ${m.last4}`}
                      onClick={() => setRemoving(m)}
                    >
                      Remove
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </QueryState>
        {removing && (
          <ConfirmDialog
            title={`Remove the card ending ${removing.last4}?`}
            confirmLabel="Remove card"
            loading={remove.isPending}
            onConfirm={() => remove.mutate(removing.id)}
            onClose={() => setRemoving(null)}
          >
            {`${removing.brand.replace(/^./, (c) => c.toUpperCase())} •••• ${removing.last4} is deleted from ${slug ? 'this organization' : 'your account'} and cannot pay for plans, promotions or tokens any more${removing.primary ? '; another saved card, if there is one, becomes the primary card' : ''}. A paid plan needs a card: the last one cannot be removed while such a plan runs.`}
          </ConfirmDialog>
        )}
        <Title order={3} size="h5" mt="md" mb="xs">
          Add a card
        </Title>
        <CardForm slug={slug} />
      </TitledCard>
      <TitledCard title="Billing history">
        <QueryState
          query={history}
          isEmpty={(d) => d.total === 0}
          empty={<Text size="sm">No payments yet.</Text>}
        >
          {(h) => (
            <Stack>
              <Table.ScrollContainer minWidth={560}>
                <Table striped data-testid="billing-history">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Description</Table.Th>
                      <Table.Th>Card</Table.Th>
                      <Table.Th>Amount</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Receipt</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {h.data.map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td>{shortDate(p.created_at)}</Table.Td>
                        <Table.Td>{p.description}</Table.Td>
                        <Table.Td>{p.card ?? '—'}</Table.Td>
                        <Table.Td>{usd(p.amount)}</Table.Td>
                        <Table.Td>
                          <Badge color={PAYMENT_STATUS[p.status].color}>
                            {PAYMENT_STATUS[p.status].label}
                          </Badge>
                          {p.failure_message && (
                            <Text size="xs" c="red">
                              {p.failure_message}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {(p.status === 'succeeded' || p.status === 'refunded') && (
                            <Button
                              size="xs"
                              variant="subtle"
                              aria-label={`Receipt ${receiptNumber(p)}`}
                              onClick={() => setReceipt(p)}
                            >
                              Receipt
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {h.last_page > 1 && <Pagination total={h.last_page} value={page} onChange={setPage} />}
              {receipt && <ReceiptDialog payment={receipt} slug={slug} onClose={() => setReceipt(null)} />}
            </Stack>
          )}
        </QueryState>
      </TitledCard>
    </Stack>
  );
}
