import type { IndividualPublicProfileView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /individual/public-profile/{slug}[?{role}_slug]: the profile as this viewer may see it. */
export const fetchPublicProfile = async (slug: string, viewerQuery: string) =>
  (
    await get<IndividualPublicProfileView>(
      `/individual/public-profile/${slug}${viewerQuery ? `?${viewerQuery}` : ''}`,
    )
  ).data;

export const publicProfileQuery = (slug: string, viewerQuery: string) =>
  queryOptions({
    queryKey: profileKeys.publicProfile(slug, viewerQuery),
    queryFn: () => fetchPublicProfile(slug, viewerQuery),
  });
