import { allowedEvents, type QuotationOfferView, type QuotationSide } from '@hctl/contracts';
import { Badge, Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { quotationsKeys } from '../api/keys';
import {
  acceptFlexlinkOffer,
  answerCompletion,
  markCompleted,
  rejectOffer,
  temporaryAcceptOffer,
} from '../api/offers';
import { AcceptOfferPayment } from './AcceptOfferPayment';
import {
  COMPLETION_LABELS,
  day,
  EVENT_LABELS,
  OFFER_STATE_COLORS,
  OFFER_STATE_LABELS,
  usd,
  when,
} from './labels';

/** Events with a button here (the others happen by themselves: expire, withdraw, auto_accept). */
const OFFER_BUTTONS = ['accept', 'temporary_accept', 'accept_flexlink', 'reject'];
const COMPLETION_BUTTONS = ['mark_completed', 'accept', 'reject'];

/**
 * The buttons of one machine: what the TRANSITIONS table allows the viewer's side in this state,
 * narrowed by the server's answer for this offer (it also checks the guards, e.g. flexlink only for
 * an organization buyer).
 */
export function offerButtons(offer: QuotationOfferView, side: QuotationSide) {
  const offerEvents = allowedEvents('offer', offer.status, side).filter(
    (e) => OFFER_BUTTONS.includes(e) && offer.allowed_events.offer.includes(e),
  );
  const completionEvents = allowedEvents('completion', offer.completion, side).filter(
    (e) => COMPLETION_BUTTONS.includes(e) && offer.allowed_events.completion.includes(e),
  );
  return { offerEvents, completionEvents };
}

/** An offer inline in the conversation: amount, description, delivery date, state and its buttons. */
export function OfferCard({
  offer,
  side,
  billingSlug,
}: {
  offer: QuotationOfferView;
  side: QuotationSide;
  billingSlug: string | null;
}) {
  const [paying, setPaying] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const invalidate = [quotationsKeys.thread(offer.quotation_id), quotationsKeys.all];
  const temporary = useApiMutation({ mutationFn: temporaryAcceptOffer, invalidate });
  const flexlink = useApiMutation({ mutationFn: acceptFlexlinkOffer, invalidate });
  const reject = useApiMutation({ mutationFn: rejectOffer, invalidate });
  const complete = useApiMutation({ mutationFn: markCompleted, invalidate });
  const answer = useApiMutation({ mutationFn: answerCompletion, invalidate });
  const busy =
    temporary.isPending || flexlink.isPending || reject.isPending || complete.isPending || answer.isPending;
  const { offerEvents, completionEvents } = offerButtons(offer, side);

  const offerAction: Record<string, () => void> = {
    accept: () => setPaying(true),
    temporary_accept: () => temporary.mutate(offer.id),
    accept_flexlink: () => flexlink.mutate(offer.id),
    reject: () => reject.mutate(offer.id),
  };
  const completionAction: Record<string, () => void> = {
    mark_completed: () => complete.mutate(offer.id),
    accept: () => answer.mutate({ offerId: offer.id, body: { status: 'accepted' } }),
    reject: () => setRejecting(true),
  };
  const pendingOf: Record<string, boolean> = {
    temporary_accept: temporary.isPending,
    accept_flexlink: flexlink.isPending,
    reject: reject.isPending,
  };

  return (
    <Card withBorder radius="md" p="sm" data-testid="offer" data-offer-status={offer.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg" data-testid="offer-amount">
            {usd(offer.amount)}
          </Text>
          <Badge
            color={OFFER_STATE_COLORS[offer.status]}
            variant="light"
            tt="none"
            data-testid="offer-status"
          >
            {OFFER_STATE_LABELS[offer.status]}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {offer.description}
        </Text>
        <Text size="xs" c="dimmed">
          {offer.delivery_date ? `Delivery by ${day(offer.delivery_date)}` : 'No delivery date'}
          {offer.status === 'sent' && offer.expires_at ? ` · open until ${when(offer.expires_at)}` : ''}
          {offer.status === 'temporarily_accepted' && offer.pay_by ? ` · pay by ${when(offer.pay_by)}` : ''}
        </Text>
        {offer.completion !== 'none' && (
          <Text size="sm" fw={600} data-testid="offer-completion">
            {COMPLETION_LABELS[offer.completion]}
            {offer.completion === 'marked_completed' && offer.release_at
              ? ` (released automatically ${when(offer.release_at)})`
              : ''}
          </Text>
        )}
        {(offerEvents.length > 0 || completionEvents.length > 0) && (
          <Group gap="xs" mt={4}>
            {offerEvents.map((e) => (
              <Button
                key={`offer-${e}`}
                size="xs"
                variant={e === 'accept' ? 'filled' : e === 'reject' ? 'default' : 'light'}
                color={e === 'reject' ? 'red' : undefined}
                loading={pendingOf[e] || (e === 'accept' && paying)}
                disabled={busy}
                onClick={offerAction[e]}
              >
                {e === 'reject' ? 'Reject offer' : EVENT_LABELS[e]}
              </Button>
            ))}
            {completionEvents.map((e) => (
              <Button
                key={`completion-${e}`}
                size="xs"
                variant={e === 'reject' ? 'default' : 'filled'}
                color={e === 'reject' ? 'red' : undefined}
                loading={
                  (e === 'mark_completed' && complete.isPending) || (e === 'accept' && answer.isPending)
                }
                disabled={busy}
                onClick={completionAction[e]}
              >
                {e === 'mark_completed'
                  ? 'Mark as completed'
                  : e === 'accept'
                    ? 'Accept the completed work'
                    : 'Reject the completed work'}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
      {paying && (
        <AcceptOfferPayment
          offer={offer}
          billingSlug={billingSlug}
          opened={paying}
          onClose={() => setPaying(false)}
        />
      )}
      <RejectCompletionModal
        opened={rejecting}
        pending={answer.isPending}
        error={answer.error}
        onClose={() => setRejecting(false)}
        onReject={(reason) =>
          answer.mutate(
            { offerId: offer.id, body: { status: 'rejected', reason } },
            { onSuccess: () => setRejecting(false) },
          )
        }
      />
    </Card>
  );
}

function RejectCompletionModal({
  opened,
  pending,
  error,
  onClose,
  onReject,
}: {
  opened: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const fieldError =
    error && typeof error === 'object' && 'errors' in error
      ? (error as { errors: Record<string, string> }).errors.reason
      : undefined;
  return (
    <Modal opened={opened} onClose={onClose} title="Reject the completed work" centered>
      <Stack>
        <Text size="sm">The payment stays held and HCTL opens a dispute. Say what is missing or wrong.</Text>
        <Textarea
          label="What is wrong"
          autosize
          minRows={3}
          maxLength={2000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fieldError}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button
            color="red"
            loading={pending}
            disabled={!reason.trim()}
            onClick={() => onReject(reason.trim())}
          >
            Reject and open a dispute
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
