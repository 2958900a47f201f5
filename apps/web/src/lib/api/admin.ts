import { queryOptions } from '@tanstack/react-query';
import { get } from '../api-client';

/**
 * GET /admin/my-permissions: what the signed-in super admin's role lets them open (all without a
 * role). Shared: the console's navigation frames screens of the admin and ads features.
 */
export const myAdminPermissionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'my-permissions'] as const,
    queryFn: async () => (await get<string[]>('/admin/my-permissions')).data,
    staleTime: 60_000,
  });
