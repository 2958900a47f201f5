import type { AdView } from '@hctl/contracts';
import { Alert, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { billingKeys } from '../../../components/billing/api/keys';
import { PaidStep } from '../../../components/billing/PaidStep';
import { QueryState } from '../../../components/QueryState';
import { adScreens, adsKeys, type Owner, placementsQuery, promoteAd, promoteQuoteQuery } from '../api/ads';

const day = (plus = 0) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);

/** Where, when and for how much an ad is shown, then its payment (spec §4). */
export function AdPromoteStep({ owner, ad, onPaid }: { owner: Owner; ad: AdView; onPaid: () => void }) {
  const placements = useQuery(placementsQuery());
  const [placement, setPlacement] = useState<string | null>(ad.placement);
  const [startsAt, setStartsAt] = useState(day());
  const [endsAt, setEndsAt] = useState(day(13));
  const [budget, setBudget] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = placements.data?.find((p) => p.slug === placement) ?? null;
  useEffect(() => {
    if (!placement && placements.data?.length) setPlacement(placements.data[0].slug);
  }, [placements.data, placement]);
  useEffect(() => {
    if (chosen && budget === '') setBudget(chosen.min_budget);
  }, [chosen, budget]);
  const [amount] = useDebouncedValue(Number(budget) || 0, 300);
  const ready = !!chosen && amount >= chosen.min_budget && endsAt >= startsAt && startsAt >= day();

  return (
    <PaidStep
      title="Where and when"
      titleOrder={2}
      intro={`${ad.title} is shown, labelled “Sponsored”, in the placement you choose between its dates until the budget is spent${ad.is_approved ? '.' : ', once an administrator approves it.'}${ad.budget > ad.spent ? ` The $${(ad.budget - ad.spent).toFixed(2)} its earlier budget has left is kept and added to this one.` : ''}`}
      billingSlug={owner.role === 'organization' ? owner.slug : null}
      ready={ready}
      quoteOptions={(useTokens) => promoteQuoteQuery(owner, ad.slug, amount, useTokens)}
      pay={({ billingMethodId, useTokens }) => {
        setErrors({});
        return promoteAd({
          owner,
          body: {
            slug: ad.slug,
            placement: chosen!.slug,
            starts_at: startsAt,
            ends_at: endsAt,
            budget: amount,
            billing_method_id: billingMethodId,
            use_tokens: useTokens,
          },
        });
      }}
      onFieldErrors={setErrors}
      quotesKey={adsKeys.quotes}
      invalidate={[adsKeys.all, billingKeys.all]}
      onPaid={onPaid}
      backTo={adScreens.list(owner)}
      what={`Advertising budget in ${chosen?.name ?? 'the placement'}, ${startsAt} to ${endsAt}`}
      hint={
        !ready &&
        chosen && (
          <Alert color="gray" variant="light">
            Choose dates from today on and a budget of at least ${chosen.min_budget.toFixed(2)} to see the
            price.
          </Alert>
        )
      }
    >
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
    </PaidStep>
  );
}
