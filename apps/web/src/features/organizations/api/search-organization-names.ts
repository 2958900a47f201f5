import type { OrganizationNameMatchView } from '@hctl/contracts';
import { get } from '../../../lib/api-client';

/** GET /organization/search-name?name: organizations with a similar name. */
export const searchOrganizationNames = async (name: string) =>
  (await get<OrganizationNameMatchView[]>(`/organization/search-name?name=${encodeURIComponent(name)}`)).data;
