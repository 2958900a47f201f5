import type { AccountView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { sectionApi } from '../../../components/sections/api';
import { api, get } from '../../../lib/api-client';

export { sectionQuery } from '../../../components/sections/api';
export type { Item } from '../../../components/sections/types';

export const publicProfileQuery = (slug: string, viewerQuery: string) =>
  queryOptions({
    queryKey: ['public-profile', slug, viewerQuery],
    queryFn: async () =>
      (
        await get<Record<string, any>>(
          `/individual/public-profile/${slug}${viewerQuery ? `?${viewerQuery}` : ''}`,
        )
      ).data,
  });

export const visibilityQuery = () =>
  queryOptions({
    queryKey: ['visibility'],
    queryFn: async () => (await get<Record<string, boolean>>('/individual/visibility')).data,
  });

export const profileApi = {
  ...sectionApi,
  setVisibility: (body: Record<string, boolean>) =>
    api<Record<string, boolean>>('POST', '/individual/visibility', body),
  updateAccount: (body: unknown) => api<AccountView>('PUT', '/individual/accounts', body),
};
