import type { QuotationOfferView } from '@hctl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { billingMethodsQuery } from '../../../components/billing/api/billing-methods';
import { billingKeys } from '../../../components/billing/api/keys';
import { defaultCardId } from '../../../components/billing/cards';
import { PaymentDialog } from '../../../components/billing/PaymentDialog';
import { PaymentReviewModal } from '../../../components/billing/PaymentReviewModal';
import { ApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { quotationsKeys } from '../api/keys';
import { acceptOffer } from '../api/offers';
import { offerQuote, walletBalanceQuery } from '../api/wallet-balance';
import { usd } from './labels';

/**
 * Accepting an offer is paying for it (issue 16): the review step (tokens first, the card for the
 * rest, or a form to add a card), then accept-offer. A 400 (too few tokens, no usable card, a
 * declined card) closes the review and opens the top-up dialog, which tries again with a new key.
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
  const wallet = useQuery({ ...walletBalanceQuery(billingSlug), enabled: opened });
  const methods = useQuery({ ...billingMethodsQuery(billingSlug), enabled: opened });
  const [card, setCard] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!card) setCard(defaultCardId(methods.data));
  }, [methods.data, card]);
  // Without the balance there is no review to show: say why and let the buyer try again.
  useEffect(() => {
    if (opened && wallet.isError) {
      toastError((wallet.error as Error).message);
      onClose();
    }
  }, [opened, wallet.isError]);

  const pay = useApiMutation({
    mutationFn: acceptOffer,
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
    onError: (err) => {
      if (!(err instanceof ApiError && err.status === 400)) return false;
      onClose();
      setProblem(err.message);
      return true;
    },
  });
  const quote = wallet.data ? offerQuote(offer.amount, wallet.data) : undefined;
  const needsCard = (quote?.remaining_amount ?? 0) > 0;
  const chosen = methods.data?.find((m) => String(m.id) === card) ?? null;
  const submit = (billingMethodId: number | null) => {
    if (pay.isPending) return;
    pay.mutate({ offerId: offer.id, body: { billing_method_id: billingMethodId, use_tokens: true } });
  };
  return (
    <>
      <PaymentReviewModal
        opened={opened && quote !== undefined}
        onClose={onClose}
        what={`The offer "${offer.description.slice(0, 60)}${offer.description.length > 60 ? '…' : ''}"`}
        quote={quote}
        card={needsCard ? chosen : null}
        cardsLoaded={methods.isSuccess}
        slug={billingSlug}
        onCardAdded={(id) => {
          setCard(String(id));
          void qc.invalidateQueries({ queryKey: billingKeys.methods(billingSlug) });
        }}
        paying={pay.isPending}
        onConfirm={() => submit(needsCard && card ? Number(card) : null)}
      />
      <PaymentDialog
        opened={problem !== null}
        message={problem}
        slug={billingSlug}
        onClose={() => setProblem(null)}
        onRetry={(id) => {
          setProblem(null);
          setCard(id ? String(id) : null);
          submit(id);
        }}
      />
    </>
  );
}
