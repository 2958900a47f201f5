import type { JobDirectoryView, JobDirectoryWithCountView } from '@hctl/contracts';
import type { DirectoryRow } from './directories.repository';

export const toDirectory = (r: DirectoryRow): JobDirectoryView => ({
  id: r.id,
  name: r.name,
  type: r.type,
  is_archived: r.is_archived,
  created_at: r.created_at.toISOString(),
});

export const toDirectoryWithCount = (r: DirectoryRow, jobs: number): JobDirectoryWithCountView => ({
  id: r.id,
  name: r.name,
  type: r.type,
  is_archived: r.is_archived,
  jobs_count: jobs,
  created_at: r.created_at.toISOString(),
});
