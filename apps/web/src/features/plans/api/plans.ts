import type { PlanView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { plansKeys } from './keys';

/** GET /plans/{audience}: the plans offered to individuals or organizations. */
export const fetchPlans = async (audience: 'individual' | 'organization') =>
  (await get<PlanView[]>(`/plans/${audience}`)).data;

export const plansQuery = (audience: 'individual' | 'organization') =>
  queryOptions({ queryKey: plansKeys.list(audience), queryFn: () => fetchPlans(audience) });
