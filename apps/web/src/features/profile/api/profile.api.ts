import type { AccountView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, get } from '../../../lib/api-client';
import type { SectionUi } from '../sections';

export type Item = Record<string, any> & { id: number; is_visible: boolean };

export const sectionQuery = (s: SectionUi) =>
  queryOptions({ queryKey: ['section', s.key], queryFn: async () => (await get<Item[]>(s.list)).data });

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
  save: (s: SectionUi, body: Record<string, unknown>, id?: number) => {
    const target = id ? s.update(id) : s.create;
    return api<Item | Item[]>(target.method, target.path, body);
  },
  toggle: (s: SectionUi, id: number) => {
    const t = s.visibility(id);
    return api<Item>(t.method, t.path);
  },
  remove: (s: SectionUi, id: number) => api<null>('DELETE', s.remove(id)),
  setVisibility: (body: Record<string, boolean>) =>
    api<Record<string, boolean>>('POST', '/individual/visibility', body),
  updateAccount: (body: unknown) => api<AccountView>('PUT', '/individual/accounts', body),
};
