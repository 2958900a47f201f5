import type { ResumeImportView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /individual/resume-import/{id}: the parse job and, once done, what it found. */
export const fetchResumeImport = async (id: number) =>
  (await get<ResumeImportView>(`/individual/resume-import/${id}`)).data;

/** Polled every second until the parse is done or failed. */
export const resumeImportQuery = (id: number | null) =>
  queryOptions({
    queryKey: profileKeys.resumeImport(id),
    enabled: id !== null,
    queryFn: () => fetchResumeImport(id!),
    refetchInterval: (q) =>
      q.state.data && (q.state.data.status === 'done' || q.state.data.status === 'failed') ? false : 1000,
  });
