import type { OrgRoleView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { organizationsKeys } from './keys';

/** GET /{slug}/roles: the organization's custom roles. */
export const fetchRoles = async (slug: string) => (await get<OrgRoleView[]>(`/${slug}/roles`)).data;

export const rolesQuery = (slug: string) =>
  queryOptions({ queryKey: organizationsKeys.roles(slug), queryFn: () => fetchRoles(slug) });
