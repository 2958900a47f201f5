import type { PaymentQuote } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { CardForm } from './CardForm';
import { cardLabel, usd } from './cards';

type Card = Parameters<typeof cardLabel>[0];

/**
 * The review step every paid promotion and publication shows before money moves (spec §4): the price,
 * the tokens used first, what the card pays and which card — or a form to add one when none is saved.
 */
export function PaymentReviewModal({
  opened,
  onClose,
  what,
  quote,
  card,
  cardsLoaded,
  slug,
  onCardAdded,
  paying,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  /** What is being paid for, e.g. "A 30-day promotion". */
  what: string;
  quote: PaymentQuote | undefined;
  /** The card that will pay the rest (null: none chosen or saved). */
  card: Card | null;
  cardsLoaded: boolean;
  /** The organization paying (its billing slug); absent for a person paying for themselves. */
  slug?: string | null;
  onCardAdded: (id: number) => void;
  paying: boolean;
  onConfirm: () => void;
}) {
  const needsCard = (quote?.remaining_amount ?? 0) > 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Review your payment"
      size={UI_TIMINGS.modalWidth}
      centered
    >
      {quote && (
        <Stack>
          <Text>
            {what}: {usd(quote.price)}.
          </Text>
          <Table data-testid="review-summary">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>HCTL tokens</Table.Td>
                <Table.Td ta="right">
                  {quote.used_tokens} tokens (−{usd(quote.used_tokens * quote.token_value)})
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td fw={700}>On your card</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {usd(quote.remaining_amount)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {needsCard && card && <Text size="sm">Card: {cardLabel(card)}</Text>}
          {needsCard && !card && cardsLoaded && (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                Add a card to pay {usd(quote.remaining_amount)}
              </Text>
              <CardForm slug={slug ?? undefined} onAdded={(m) => onCardAdded(m.id)} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button loading={paying} disabled={needsCard && !card} onClick={onConfirm}>
              Confirm and pay
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
