import type { Executor } from '../client';
import { adPlacements } from '../schema/ads';
import { fromExcluded } from './upsert';

/** Where ads are shown; prices in cents (CPM: per 1,000 impressions). Slugs are what `<AdSlot>` names. */
export const AD_PLACEMENTS = [
  {
    slug: 'home-feed',
    name: 'Home page',
    description: 'Beside the featured jobs and services on the home page, seen by visitors and members.',
    cpm_cents: 500,
    cpc_cents: 50,
    min_budget_cents: 2_000,
  },
  {
    slug: 'job-page',
    name: 'Job pages',
    description: 'On every job page, next to the job, seen by candidates looking at openings.',
    cpm_cents: 800,
    cpc_cents: 80,
    min_budget_cents: 2_500,
  },
  {
    slug: 'dashboard',
    name: 'Dashboards',
    description: "On members' and organizations' dashboards, after they sign in.",
    cpm_cents: 600,
    cpc_cents: 60,
    min_budget_cents: 2_000,
  },
  {
    slug: 'groups-feed',
    name: 'Groups feed',
    description: 'Between the posts of the groups people read.',
    cpm_cents: 400,
    cpc_cents: 40,
    min_budget_cents: 1_500,
  },
] as const;

/** Writes the placements by slug (prices and words updated, none deleted: ads keep theirs). */
export async function seedAdPlacements(db: Executor) {
  await db
    .insert(adPlacements)
    .values(AD_PLACEMENTS.map((p, i) => ({ ...p, position: i })))
    .onConflictDoUpdate({
      target: adPlacements.slug,
      set: fromExcluded(adPlacements, [
        'name',
        'description',
        'cpm_cents',
        'cpc_cents',
        'min_budget_cents',
        'position',
      ]),
    });
}
