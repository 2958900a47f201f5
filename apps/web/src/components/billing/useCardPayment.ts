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

/**
 * The card side of every paid step (spec §4): the payer's cards with the default one chosen, the
 * payment, and on HTTP 400 (`payment_required`: too few tokens, no usable card, a declined card) the
 * reason kept for the top-up dialog instead of an error toast. Render it with `PaymentModals`.
 */
export function useCardPayment<TData>({
  billingSlug,
  quote,
  pay,
  ready = true,
  loadCards = true,
  onFailed,
  ...options
}: Options<TData>) {
  const methods = useQuery({ ...billingMethodsQuery(billingSlug), enabled: loadCards });
  const [card, setCard] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!card) setCard(defaultCardId(methods.data));
  }, [methods.data, card]);

  const payment = useApiMutation({
    ...options,
    mutationFn: pay,
    onError: (err) => {
      const paymentRequired = err instanceof ApiError && err.status === 400;
      onFailed?.(paymentRequired);
      if (!paymentRequired) return false;
      setProblem(err.message);
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
    problem,
    setProblem,
    paying: payment.isPending,
    /** The chosen card when one pays the rest, else null. */
    payingCard: needsCard ? (methods.data?.find((m) => String(m.id) === card) ?? null) : null,
    submit,
    confirm: () => submit(needsCard && card ? Number(card) : null),
  };
}

export type CardPayment = ReturnType<typeof useCardPayment>;
