import type { OrganizationSummary } from '@hctl/contracts';
import { get } from '../../../lib/api-client';

/** GET /organization/list: the organizations an organization account signs in to (spec §4). */
export const fetchMyOrganizations = async () => (await get<OrganizationSummary[]>('/organization/list')).data;
