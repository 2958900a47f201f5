import type { OrganizationSummary } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { accountsKeys } from './keys';

/** GET /organization/list?filter=active: the active organizations the person owns or belongs to. */
export const fetchOwnedOrganizations = async () =>
  (await get<OrganizationSummary[]>('/organization/list?filter=active')).data;

export const ownedOrganizationsQuery = () =>
  queryOptions({ queryKey: accountsKeys.ownedOrganizations, queryFn: fetchOwnedOrganizations });
