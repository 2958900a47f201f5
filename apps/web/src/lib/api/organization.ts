import type { OrganizationDetailView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../api-client';
import { sharedKeys } from './keys';

/** GET /organization/{slug}/show: the organization and the viewer's permissions in it. */
export const fetchOrganization = async (slug: string) =>
  (await get<OrganizationDetailView>(`/organization/${slug}/show`)).data;

export const organizationQuery = (slug: string) =>
  queryOptions({ queryKey: sharedKeys.organization(slug), queryFn: () => fetchOrganization(slug) });
