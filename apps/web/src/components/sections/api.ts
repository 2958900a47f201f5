import type { UploadedFileView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, get } from '../../lib/api-client';
import { upload } from '../../lib/upload';
import type { Item, SectionUi } from './types';

export const sectionKeys = {
  all: ['section'] as const,
  list: (key: string) => ['section', key] as const,
};

/** GET a section's items (its `list` path). */
export const fetchSection = async (s: SectionUi) => (await get<Item[]>(s.list)).data;

export const sectionQuery = (s: SectionUi) =>
  queryOptions({ queryKey: sectionKeys.list(s.key), queryFn: () => fetchSection(s) });

/** The section's create, update, visibility and delete calls (paths and methods from its SectionUi). */
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

/** POST /individual/health-requirement-document: a private health document (PDF, JPG or PNG) for a health record. */
export const uploadHealthDocument = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return upload<UploadedFileView>('/individual/health-requirement-document', form);
};
