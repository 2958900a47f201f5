import type { AdView } from '@hctl/contracts';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
import { adScreens, adsKeys, type Owner, placementsQuery, promoteAd, promoteQuoteQuery } from '../api/ads';

const day = (plus = 0) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);

/**
 * Where, when and for how much an ad is shown, then the payment (spec §4): the server's quote
 * (tokens first, the card for the rest), a review step, the payment. HTTP 400 (`payment_required`,
 * a declined card) closes the review and opens the top-up dialog, which tries again.
 */
export function AdPromoteStep({ owner, ad, onPaid }: { owner: Owner; ad: AdView; onPaid: () => void }) {
  const qc = useQueryClient();
  const placements = useQuery(placementsQuery());
  const [placement, setPlacement] = useState<string | null>(ad.placement);
  const [startsAt, setStartsAt] = useState(day());
  const [endsAt, setEndsAt] = useState(day(13));
  const [budget, setBudget] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [useTokens, setUseTokens] = useState(true);
  const [card, setCard] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = placements.data?.find((p) => p.slug === placement) ?? null;
  useEffect(() => {
    if (!placement && placements.data?.length) setPlacement(placements.data[0].slug);
  }, [placements.data, placement]);
  useEffect(() => {
    if (chosen && budget === '') setBudget(chosen.min_budget);
  }, [chosen, budget]);
  const [amount] = useDebouncedValue(Number(budget) || 0, 300);
  const ready = !!chosen && amount >= chosen.min_budget && endsAt >= startsAt && startsAt >= day();
  const billingSlug = owner.role === 'organization' ? owner.slug : null;
  const quote = useQuery({ ...promoteQuoteQuery(owner, ad.slug, amount, useTokens), enabled: ready });
  const methods = useQuery(billingMethodsQuery(billingSlug));
  useEffect(() => {
    if (!card) setCard(defaultCardId(methods.data));
  }, [methods.data, card]);

  const payment = useApiMutation({
    mutationFn: promoteAd,
    onFieldErrors: setErrors,
    onSuccess: async () => {
      // Spec §4: the review's counters go back to 0 once paid.
      qc.removeQueries({ queryKey: adsKeys.quotes });
      await qc.invalidateQueries({ queryKey: adsKeys.all });
      await qc.invalidateQueries({ queryKey: billingKeys.all });
      onPaid();
    },
    onError: (err) => {
      setReviewing(false);
      void qc.invalidateQueries({ queryKey: adsKeys.quotes });
      if (!(err instanceof ApiError && err.status === 400)) return false;
      setProblem(err.message);
      return true;
    },
  });
  const needsCard = (quote.data?.remaining_amount ?? 0) > 0;
  const card_ = methods.data?.find((m) => String(m.id) === card) ?? null;
  const submit = (billingMethodId: number | null) => {
    if (payment.isPending || !chosen) return;
    setErrors({});
    payment.mutate({
      owner,
      body: {
        slug: ad.slug,
        placement: chosen.slug,
        starts_at: startsAt,
        ends_at: endsAt,
        budget: amount,
        billing_method_id: billingMethodId,
        use_tokens: useTokens,
      },
    });
  };

  return (
    <Stack>
      <Title order={2}>Where and when</Title>
      <Text c="dimmed" data-testid="payment-intro">
        {ad.title} is shown, labelled “Sponsored”, in the placement you choose between its dates until the
        budget is spent{ad.is_approved ? '.' : ', once an administrator approves it.'}
      </Text>
      <QueryState query={placements}>
        {(list) => (
          <Select
            label="Placement"
            data={list.map((p) => ({
              value: p.slug,
              label: `${p.name} — $${p.cpm.toFixed(2)} per 1,000 views, $${p.cpc.toFixed(2)} per click`,
            }))}
            value={placement}
            onChange={setPlacement}
            allowDeselect={false}
            error={errors.placement}
          />
        )}
      </QueryState>
      {chosen && (
        <Text size="sm" c="dimmed">
          {chosen.description}
        </Text>
      )}
      <Group grow align="start">
        <TextInput
          type="date"
          label="Starts"
          min={day()}
          value={startsAt}
          onChange={(e) => setStartsAt(e.currentTarget.value)}
          error={errors.starts_at}
        />
        <TextInput
          type="date"
          label="Ends (last day shown)"
          min={startsAt}
          value={endsAt}
          onChange={(e) => setEndsAt(e.currentTarget.value)}
          error={errors.ends_at}
        />
      </Group>
      <NumberInput
        label="Budget (USD)"
        description={chosen ? `At least $${chosen.min_budget.toFixed(2)}` : undefined}
        min={chosen?.min_budget ?? 1}
        max={100000}
        decimalScale={2}
        prefix="$"
        value={budget}
        onChange={setBudget}
        error={errors.budget ?? errors.slug}
      />
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
      {!ready && chosen && (
        <Alert color="gray" variant="light">
          Choose dates from today on and a budget of at least ${chosen.min_budget.toFixed(2)} to see the
          price.
        </Alert>
      )}
      <Group>
        <Button onClick={() => setReviewing(true)} disabled={!ready || !quote.data}>
          Review and pay
        </Button>
        <Button variant="default" component={Link} to={adScreens.list(owner)}>
          Not now
        </Button>
      </Group>
      <PaymentReviewModal
        opened={reviewing}
        onClose={() => setReviewing(false)}
        what={`Advertising budget in ${chosen?.name ?? 'the placement'}, ${startsAt} to ${endsAt}`}
        quote={quote.data}
        card={needsCard ? card_ : null}
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
