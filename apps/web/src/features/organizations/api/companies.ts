import type { OrganizationSummary } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { organizationsKeys } from './keys';

/** GET /organization/list?filter: the person's active or archived companies. */
export const fetchCompanies = async (filter: 'active' | 'archived') =>
  (await get<OrganizationSummary[]>(`/organization/list?filter=${filter}`)).data;

export const companiesQuery = (filter: 'active' | 'archived') =>
  queryOptions({ queryKey: organizationsKeys.companies(filter), queryFn: () => fetchCompanies(filter) });
