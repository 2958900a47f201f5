import type { PlanView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

export const plansQuery = (audience: 'individual' | 'organization') =>
  queryOptions({
    queryKey: ['plans', audience],
    queryFn: async () => (await get<PlanView[]>(`/plans/${audience}`)).data,
  });

export const currentPlanQuery = (slug?: string) =>
  queryOptions({
    queryKey: ['plans', 'current', slug ?? null],
    queryFn: async () =>
      (await get<PlanView & { start_date: string | null }>(`/plans/current${slug ? `?slug=${slug}` : ''}`))
        .data,
  });
