import type { CurrentPlanView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../api-client';
import { sharedKeys } from './keys';

/** GET /plans/current[?slug]: the individual's plan, or the organization's with its slug. */
export const fetchCurrentPlan = async (slug?: string) =>
  (await get<CurrentPlanView>(`/plans/current${slug ? `?slug=${slug}` : ''}`)).data;

export const currentPlanQuery = (slug?: string) =>
  queryOptions({ queryKey: sharedKeys.currentPlan(slug), queryFn: () => fetchCurrentPlan(slug) });
