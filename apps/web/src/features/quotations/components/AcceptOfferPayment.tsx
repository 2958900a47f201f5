import type { QuotationOfferView } from '@hctl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { billingKeys } from '../../../components/billing/api/keys';
import { PaymentModals } from '../../../components/billing/PaymentModals';
import { useCardPayment } from '../../../components/billing/useCardPayment';
import { toastError, toastSuccess } from '../../../lib/notify';
import { quotationsKeys } from '../api/keys';
import { acceptOffer } from '../api/offers';
import { offerQuote, walletBalanceQuery } from '../api/wallet-balance';
import { usd } from './labels';

/**
 * Accepting an offer is paying for it (issue 16): the review step (tokens first, the card for the
 * rest, or a form to add a card), then accept-offer. A 400 (too few tokens, no usable card, a
 * declined card) closes the review and opens the top-up dialog with the reason, a choice of card
 * (or a new one) and tokens to buy; it tries again with a new key and stays open until the payment
 * goes through or the buyer closes it, which ends the flow (`onClose`).
 */
export function AcceptOfferPayment({
  offer,
  billingSlug,
  opened,
  onClose,
}: {
  offer: QuotationOfferView;
  /** The organization that pays (its cards and tokens), or null: the person pays. */
  billingSlug: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const [reviewing, setReviewing] = useState(true);
  const wallet = useQuery({ ...walletBalanceQuery(billingSlug), enabled: opened });
  // Without the balance there is no review to show: say why and let the buyer try again.
  useEffect(() => {
    if (opened && wallet.isError) {
      toastError((wallet.error as Error).message);
      onClose();
    }
  }, [opened, wallet.isError]);
  // Opened again (the parent keeps this mounted): the review comes first.
  useEffect(() => {
    if (opened) setReviewing(true);
  }, [opened]);

  const quote = wallet.data ? offerQuote(offer.amount, wallet.data) : undefined;
  const payment = useCardPayment({
    billingSlug,
    quote,
    loadCards: opened,
    pay: (billingMethodId) =>
      acceptOffer({ offerId: offer.id, body: { billing_method_id: billingMethodId, use_tokens: true } }),
    toast: false,
    invalidate: [quotationsKeys.thread(offer.quotation_id), quotationsKeys.all, billingKeys.wallets],
    onSuccess: (res) => {
      const p = res.data.payment;
      toastSuccess(
        p
          ? `Offer accepted: ${p.used_tokens} tokens and ${usd(p.charged_amount)} on your card, held until you accept the work.`
          : res.message,
      );
      onClose();
    },
    onFailed: (paymentRequired) => {
      // Refused for money (400): the top-up dialog takes over from the review, on a fresh balance
      // (held tokens came back; another payment may have spent some). Otherwise the toast says why.
      if (!paymentRequired) return;
      setReviewing(false);
      void qc.invalidateQueries({ queryKey: walletBalanceQuery(billingSlug).queryKey });
    },
  });
  return (
    <PaymentModals
      payment={payment}
      opened={opened && reviewing && quote !== undefined}
      onClose={onClose}
      onDismiss={onClose}
      what={`The offer "${offer.description.slice(0, 60)}${offer.description.length > 60 ? '…' : ''}"`}
      onCardAdded={() => void qc.invalidateQueries({ queryKey: billingKeys.methods(billingSlug) })}
    />
  );
}
