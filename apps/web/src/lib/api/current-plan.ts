import type { currentPlan } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../api-client';
import { sharedKeys } from './keys';

export type CurrentPlan = z.infer<typeof currentPlan>;

/** GET /plans/current[?slug]: the individual's plan, or the organization's with its slug. */
export const fetchCurrentPlan = async (slug?: string) =>
  (await get<CurrentPlan>(`/plans/current${slug ? `?slug=${slug}` : ''}`)).data;

export const currentPlanQuery = (slug?: string) =>
  queryOptions({ queryKey: sharedKeys.currentPlan(slug), queryFn: () => fetchCurrentPlan(slug) });
