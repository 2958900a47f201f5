import type { PlanChangeView } from '@hctl/contracts';
import { idempotent, post } from '../../../lib/api-client';

/**
 * POST /subscription/subscription_plans/{id}/change: pays with the card when the plan costs
 * something (one Idempotency-Key per attempt).
 */
export const changePlan = (v: { planId: number; billingMethodId: number | null; slug?: string | null }) =>
  post<PlanChangeView>(
    `/subscription/subscription_plans/${v.planId}/change`,
    {
      billing_method_id: v.billingMethodId,
      slug: v.slug ?? null,
    },
    idempotent(),
  );
