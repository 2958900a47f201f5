import { PaymentDialog } from './PaymentDialog';
import { PaymentReviewModal } from './PaymentReviewModal';
import type { CardPayment } from './useCardPayment';

/** The review step of a `useCardPayment`, and the top-up dialog that tries again after a 400. */
export function PaymentModals({
  payment: p,
  opened,
  onClose,
  onDismiss,
  what,
  onCardAdded,
}: {
  payment: CardPayment;
  /** The review step. */
  opened: boolean;
  onClose: () => void;
  /** The top-up dialog was closed without paying. */
  onDismiss?: () => void;
  /** What is bought, for the review: "A 30-day promotion". */
  what: string;
  onCardAdded?: () => void;
}) {
  return (
    <>
      <PaymentReviewModal
        opened={opened}
        onClose={onClose}
        what={what}
        quote={p.quote}
        card={p.payingCard}
        cardsLoaded={p.methods.isSuccess}
        slug={p.billingSlug}
        onCardAdded={(id) => {
          p.setCard(String(id));
          onCardAdded?.();
        }}
        paying={p.paying}
        onConfirm={p.confirm}
      />
      <PaymentDialog
        opened={p.topUpOpen}
        message={p.problem}
        slug={p.billingSlug}
        tokenValue={p.quote?.token_value}
        paying={p.paying}
        onClose={() => {
          if (p.paying) return;
          p.closeTopUp();
          onDismiss?.();
        }}
        onRetry={p.retry}
      />
    </>
  );
}
