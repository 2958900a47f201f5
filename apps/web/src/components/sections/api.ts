import { queryOptions } from '@tanstack/react-query';
import { api, get } from '../../lib/api-client';
import type { Item, SectionUi } from './types';

export const sectionQuery = (s: SectionUi) =>
  queryOptions({ queryKey: ['section', s.key], queryFn: async () => (await get<Item[]>(s.list)).data });

export const sectionApi = {
  save: (s: SectionUi, body: Record<string, unknown>, id?: number) => {
    const target = id ? s.update(id) : s.create;
    return api<Item | Item[]>(target.method, target.path, body);
  },
  toggle: (s: SectionUi, id: number) => {
    const t = s.visibility(id);
    return api<Item>(t.method, t.path);
  },
  remove: (s: SectionUi, id: number) => api<null>('DELETE', s.remove(id)),
};
