import type { Envelope, PaymentQuote } from '@hctl/contracts';
import { Button, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../QueryState';
import { PaymentModals } from './PaymentModals';
import { PaymentQuoteCard } from './PaymentQuoteCard';
import { useCardPayment } from './useCardPayment';

export interface PaidStepProps {
  title: string;
  titleOrder?: TitleOrder;
  intro: ReactNode;
  /** The organization that pays (its cards), or null: the individual pays. */
  billingSlug: string | null;
  quoteOptions: (useTokens: boolean) => UseQueryOptions<PaymentQuote, Error, PaymentQuote, any>;
  pay: (v: { billingMethodId: number | null; useTokens: boolean }) => Promise<Envelope<unknown>>;
  /** The feature's quote queries: removed after a payment, refetched after a failed one. */
  quotesKey: QueryKey;
  /** What a payment changes, refetched in this order before `onPaid`. */
  invalidate: readonly QueryKey[];
  onPaid: () => void;
  backTo: string;
  /** What is bought, for the review: "A 30-day promotion". */
  what: string;
  reviewLabel?: string;
  /** Inputs above the quote (a gallery's window and budget). */
  children?: ReactNode;
  /** Shown below the quote (what is missing while not ready). */
  hint?: ReactNode;
  /** False while those inputs are incomplete: no quote, no payment. */
  ready?: boolean;
  /** The server's field errors (422) for the inputs above the quote. */
  onFieldErrors?: (errors: Record<string, string>) => void;
}

/**
 * Paying for a promotion or a publication (spec §4): the server's quote (tokens first, the card for
 * the rest), a review step, then the payment. HTTP 400 (`payment_required`: too few tokens, no usable
 * card, a declined card) closes the review and opens the top-up dialog, which tries again.
 */
export function PaidStep({
  title,
  titleOrder = 1,
  intro,
  billingSlug,
  quoteOptions,
  pay,
  quotesKey,
  invalidate,
  onPaid,
  backTo,
  what,
  reviewLabel = 'Review and pay',
  children,
  hint,
  ready = true,
  onFieldErrors,
}: PaidStepProps) {
  const qc = useQueryClient();
  const [useTokens, setUseTokens] = useState(true);
  const [reviewing, setReviewing] = useState(false);
  const quote = useQuery({ ...quoteOptions(useTokens), enabled: ready });
  const payment = useCardPayment({
    billingSlug,
    quote: quote.data,
    ready,
    pay: (billingMethodId) => pay({ billingMethodId, useTokens }),
    onFieldErrors,
    onSuccess: async () => {
      // Spec §4: used tokens, remaining tokens and remaining amount go back to 0 after a payment.
      qc.removeQueries({ queryKey: quotesKey });
      for (const queryKey of invalidate) await qc.invalidateQueries({ queryKey });
      onPaid();
    },
    onFailed: () => {
      setReviewing(false);
      void qc.invalidateQueries({ queryKey: quotesKey });
    },
  });

  return (
    <Stack>
      <Title order={titleOrder}>{title}</Title>
      <Text c="dimmed" data-testid="payment-intro">
        {intro}
      </Text>
      {children}
      {ready && (
        <QueryState query={quote}>
          {(q) => (
            <PaymentQuoteCard
              quote={q}
              useTokens={useTokens}
              onUseTokens={setUseTokens}
              methods={payment.methods}
              card={payment.card}
              onCard={payment.setCard}
            />
          )}
        </QueryState>
      )}
      {hint}
      <Group>
        <Button onClick={() => setReviewing(true)} disabled={!ready || !quote.data}>
          {reviewLabel}
        </Button>
        <Button variant="default" component={Link} to={backTo}>
          Not now
        </Button>
      </Group>
      <PaymentModals payment={payment} opened={reviewing} onClose={() => setReviewing(false)} what={what} />
    </Stack>
  );
}
