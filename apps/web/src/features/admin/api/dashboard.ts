import type { AdminDashboardView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

/** GET /admin/dashboard: the operator's figures. */
export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: async () => (await get<AdminDashboardView>('/admin/dashboard')).data,
    staleTime: 30_000,
  });
