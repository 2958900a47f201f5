import type { AssignedOrganizationView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { accountsKeys } from './keys';

/** GET /show-assigned-organization: organizations the person was given a role in. */
export const fetchAssignedOrganizations = async () =>
  (await get<AssignedOrganizationView[]>('/show-assigned-organization')).data;

export const assignedOrganizationsQuery = () =>
  queryOptions({ queryKey: accountsKeys.assignedOrganizations, queryFn: fetchAssignedOrganizations });
