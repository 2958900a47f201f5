import type { OrgPublicProfileView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { organizationsKeys } from './keys';

/** GET /organization/profile/{slug}[?{role}_slug]: the public profile as this viewer may see it. */
export const fetchPublicOrganization = async (slug: string, viewer: string) =>
  (await get<OrgPublicProfileView>(`/organization/profile/${slug}${viewer ? `?${viewer}` : ''}`)).data;

export const publicOrganizationQuery = (slug: string, viewer: string) =>
  queryOptions({
    queryKey: organizationsKeys.publicProfileFor(slug, viewer),
    queryFn: () => fetchPublicOrganization(slug, viewer),
  });
