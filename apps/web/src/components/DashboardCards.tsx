import { type ComponentType, Suspense } from 'react';

type Cards = ComponentType<{ slug: string }>;

/**
 * The dashboards' cards are a feature of their own (features/dashboards) that the account and
 * organization dashboard pages show. Features do not import each other, so src/app hands the cards
 * in here (`provideDashboardCards`, lazily loaded) and the pages render this slot.
 */
const provided: { individual?: Cards; organization?: Cards } = {};

export function provideDashboardCards(cards: { individual: Cards; organization: Cards }) {
  Object.assign(provided, cards);
}

export function DashboardCards({ kind, slug }: { kind: 'individual' | 'organization'; slug: string }) {
  const Cards = provided[kind];
  if (!Cards) return null;
  return (
    <Suspense fallback={null}>
      <Cards slug={slug} />
    </Suspense>
  );
}
