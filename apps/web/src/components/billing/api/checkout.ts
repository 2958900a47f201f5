import type { PlanCheckoutView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { billingKeys } from './keys';
import { ownerQuery } from './owner';

/** GET /subscription/subscription_plans/{plan}: what changing to the plan costs, and the cards to pay with. */
export const fetchCheckout = async (plan: string, slug?: string | null) =>
  (await get<PlanCheckoutView>(`/subscription/subscription_plans/${plan}${ownerQuery(slug)}`)).data;

export const checkoutQuery = (plan: string, slug?: string | null) =>
  queryOptions({ queryKey: billingKeys.checkout(plan, slug), queryFn: () => fetchCheckout(plan, slug) });
