import type { PlanView } from '@hctl/contracts';
import type { PlanRow } from './plans.repository';

export const toPlanView = (p: PlanRow): PlanView => ({
  id: p.id,
  name: p.name,
  slug: p.slug,
  audience: p.audience,
  amount: p.amount_cents / 100,
  interval: p.interval,
  has_question_access: p.has_question_access,
  has_promotion_access: p.has_promotion_access,
  job_limit: p.job_limit,
  features: p.features,
});
