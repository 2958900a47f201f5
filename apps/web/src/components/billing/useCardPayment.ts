import type { Envelope, PaymentQuote } from '@hctl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { type ApiMutationOptions, useApiMutation } from '../../lib/use-api-mutation';
import { billingMethodsQuery } from './api/billing-methods';
import { defaultCardId } from './cards';

type Options<TData> = Omit<
  ApiMutationOptions<number | null, TData, FieldValues>,
  'mutationFn' | 'onError' | 'form'
> & {
  /** The organization that pays (its cards), or null: the person pays. */
  billingSlug: string | null;
  /** What the payment costs; a card is needed only for what tokens leave over. */
  quote: PaymentQuote | undefined;
  /** The payment itself, with the card for the rest (null: tokens cover it all). */
  pay: (billingMethodId: number | null) => Promise<Envelope<TData>>;
  /** False while the inputs of what is bought are incomplete: nothing is paid. */
  ready?: boolean;
  /** False while the payment is not on screen: the cards are not read yet. */
  loadCards?: boolean;
  /** After any failure; `paymentRequired` when the top-up dialog takes over from the error toast. */
  onFailed?: (paymentRequired: boolean) => void;
};

/** The top-up dialog: whether it is open, and the reason the last payment was refused. */
interface TopUp {
  open: boolean;
  problem: string | null;
}
const CLOSED: TopUp = { open: false, problem: null };

/**
 * The card side of every paid step (spec §4): the payer's cards with the default one chosen, the
 * payment, and on HTTP 400 (`payment_required`: too few tokens, no usable card, a declined card) the
 * top-up dialog opened with the reason instead of an error toast. A payment tried again from that
 * dialog keeps it open (the old reason cleared) until it succeeds, or shows the new reason. Render it
 * with `PaymentModals`.
 */
export function useCardPayment<TData>({
  billingSlug,
  quote,
  pay,
  ready = true,
  loadCards = true,
  onFailed,
  onSuccess,
  ...options
}: Options<TData>) {
  const methods = useQuery({ ...billingMethodsQuery(billingSlug), enabled: loadCards });
  const [card, setCard] = useState<string | null>(null);
  const [topUp, setTopUp] = useState<TopUp>(CLOSED);
  useEffect(() => {
    if (!card) setCard(defaultCardId(methods.data));
  }, [methods.data, card]);

  const payment = useApiMutation({
    ...options,
    mutationFn: pay,
    onSuccess: (res, vars) => {
      setTopUp(CLOSED);
      return onSuccess?.(res, vars);
    },
    onError: (err) => {
      const paymentRequired = err instanceof ApiError && err.status === 400;
      onFailed?.(paymentRequired);
      if (!paymentRequired) return false;
      setTopUp({ open: true, problem: err.message });
      return true;
    },
  });
  const needsCard = (quote?.remaining_amount ?? 0) > 0;
  const submit = (billingMethodId: number | null) => {
    // The review's button is disabled while a payment runs; this guards a key press too.
    if (payment.isPending || !ready) return;
    payment.mutate(billingMethodId);
  };
  return {
    billingSlug,
    quote,
    methods,
    card,
    setCard,
    /** Why the last payment was refused (400), while the top-up dialog shows it. */
    problem: topUp.problem,
    topUpOpen: topUp.open,
    /** Closes the top-up dialog without paying. */
    closeTopUp: () => setTopUp(CLOSED),
    paying: payment.isPending,
    /** The chosen card when one pays the rest, else null. */
    payingCard: needsCard ? (methods.data?.find((m) => String(m.id) === card) ?? null) : null,
    submit,
    confirm: () => submit(needsCard && card ? Number(card) : null),
    /** From the top-up dialog: the payment again with the card chosen there (null: tokens only). */
    retry: (billingMethodId: number | null) => {
      if (payment.isPending || !ready) return;
      setCard(billingMethodId ? String(billingMethodId) : null);
      setTopUp({ open: true, problem: null });
      payment.mutate(billingMethodId);
    },
  };
}

export type CardPayment = ReturnType<typeof useCardPayment>;
