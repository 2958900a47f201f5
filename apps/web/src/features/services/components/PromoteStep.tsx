import type { Envelope, ServicePaymentView } from '@hctl/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { billingMethodsQuery } from '../../../components/billing/api/billing-methods';
import { billingKeys } from '../../../components/billing/api/keys';
import { defaultCardId } from '../../../components/billing/cards';
import { PaymentDialog } from '../../../components/billing/PaymentDialog';
import { PaymentQuoteCard } from '../../../components/billing/PaymentQuoteCard';
import { PaymentReviewModal } from '../../../components/billing/PaymentReviewModal';
import { QueryState } from '../../../components/QueryState';
import { ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { servicesKeys } from '../api/keys';
import type { promoteQuoteQuery } from '../api/promote-quote';

/**
 * Paying for a promotion (spec §4): the server's quote (tokens first, the card for the rest), a
 * review step, then the payment. HTTP 400 (`payment_required`: too few tokens, no usable card, a
 * declined card) closes the review and opens the top-up dialog, which tries again.
 */
export function PromoteStep({
  title,
  intro,
  billingSlug,
  quoteOptions,
  pay,
  onPaid,
  backTo,
  what,
  children,
  ready = true,
  onFieldErrors,
}: {
  title: string;
  intro: ReactNode;
  /** The organization that pays (its cards), or null: the individual pays. */
  billingSlug: string | null;
  quoteOptions: (useTokens: boolean) => ReturnType<typeof promoteQuoteQuery>;
  pay: (v: { billingMethodId: number | null; useTokens: boolean }) => Promise<Envelope<ServicePaymentView>>;
  onPaid: () => void;
  backTo: string;
  /** What is bought, for the review: "A 30-day promotion". */
  what: string;
  /** Inputs above the quote (a gallery's window and budget). */
  children?: ReactNode;
  /** False while those inputs are incomplete: no quote, no payment. */
  ready?: boolean;
  /** The server's field errors (422) for the inputs above the quote. */
  onFieldErrors?: (errors: Record<string, string>) => void;
}) {
  const qc = useQueryClient();
  const [useTokens, setUseTokens] = useState(true);
  const quote = useQuery({ ...quoteOptions(useTokens), enabled: ready });
  const methods = useQuery(billingMethodsQuery(billingSlug));
  const [card, setCard] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!card) setCard(defaultCardId(methods.data));
  }, [methods.data, card]);

  const payment = useApiMutation({
    mutationFn: pay,
    onFieldErrors,
    onSuccess: async () => {
      // Spec §4: used tokens, remaining tokens and remaining amount go back to 0 after a payment.
      qc.removeQueries({ queryKey: servicesKeys.quotes });
      await qc.invalidateQueries({ queryKey: servicesKeys.all });
      await qc.invalidateQueries({ queryKey: billingKeys.wallets });
      await qc.invalidateQueries({ queryKey: billingKeys.all });
      onPaid();
    },
    onError: (err) => {
      setReviewing(false);
      void qc.invalidateQueries({ queryKey: servicesKeys.quotes });
      if (!(err instanceof ApiError && err.status === 400)) return false;
      setProblem(err.message);
      return true;
    },
  });
  const needsCard = (quote.data?.remaining_amount ?? 0) > 0;
  const chosen = methods.data?.find((m) => String(m.id) === card) ?? null;
  const submit = (billingMethodId: number | null) => {
    // The review's button is disabled while a payment runs; this guards a key press too.
    if (payment.isPending) return;
    payment.mutate({ billingMethodId, useTokens });
  };

  return (
    <Stack>
      <Title order={1}>{title}</Title>
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
              methods={methods}
              card={card}
              onCard={setCard}
            />
          )}
        </QueryState>
      )}
      <Group>
        <Button onClick={() => setReviewing(true)} disabled={!ready || !quote.data}>
          Review and pay
        </Button>
        <Button variant="default" component={Link} to={backTo}>
          Not now
        </Button>
      </Group>
      <PaymentReviewModal
        opened={reviewing}
        onClose={() => setReviewing(false)}
        what={what}
        quote={quote.data}
        card={needsCard ? chosen : null}
        cardsLoaded={methods.isSuccess}
        slug={billingSlug}
        onCardAdded={(id) => setCard(String(id))}
        paying={payment.isPending}
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
    </Stack>
  );
}
