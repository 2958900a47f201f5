import type { Executor } from '../client';
import { plans } from '../schema/index';
import { fromExcluded } from './upsert';

/** The plan catalogue: Basic Plan is free for both audiences; paid plans open the spec's gates. */
export const PLAN_CATALOGUE = [
  {
    slug: 'individual-basic',
    name: 'Basic Plan',
    audience: 'individual',
    amount_cents: 0,
    has_question_access: false,
    has_promotion_access: false,
    job_limit: null,
    sort_order: 1,
    features: ['Verified profile', 'Apply to unlimited jobs', 'Earn HCTL tokens'],
  },
  {
    slug: 'individual-pro',
    name: 'Professional Plan',
    audience: 'individual',
    amount_cents: 1900,
    has_question_access: false,
    has_promotion_access: true,
    job_limit: null,
    sort_order: 2,
    features: ['Everything in Basic', 'Promote your services', 'Featured profile in search'],
  },
  {
    slug: 'organization-basic',
    name: 'Basic Plan',
    audience: 'organization',
    amount_cents: 0,
    has_question_access: false,
    has_promotion_access: false,
    job_limit: 3,
    sort_order: 1,
    features: ['Applicant pipeline', 'Organization profile'],
  },
  {
    slug: 'organization-standard',
    name: 'Standard Plan',
    audience: 'organization',
    amount_cents: 9900,
    has_question_access: true,
    has_promotion_access: false,
    job_limit: 25,
    sort_order: 2,
    features: ['Screening questions', 'Team roles'],
  },
  {
    slug: 'organization-premium',
    name: 'Premium Plan',
    audience: 'organization',
    amount_cents: 24900,
    has_question_access: true,
    has_promotion_access: true,
    job_limit: null,
    sort_order: 3,
    features: ['Screening questions', 'Job and service promotion', 'Analytics'],
  },
] as const;

export async function seedPlans(db: Executor) {
  await db
    .insert(plans)
    .values(PLAN_CATALOGUE.map((p) => ({ ...p, features: [...p.features] })))
    .onConflictDoUpdate({
      target: plans.slug,
      set: fromExcluded(plans, [
        'name',
        'amount_cents',
        'has_question_access',
        'has_promotion_access',
        'job_limit',
        'features',
        'sort_order',
      ]),
    });
}
