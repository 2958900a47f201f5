import type { directoryBody, jobListQuery } from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { OrgAccess } from '../../kit/context';
import { notFound } from '../../lib/errors';
import { toDirectory, toDirectoryWithCount } from './directories.mapper';
import { directoriesRepository as repo } from './directories.repository';
import type { JobsService } from './jobs.service';

/** Job directories (folders). */
export class DirectoriesService {
  constructor(
    private deps: AppDeps,
    private jobs: JobsService,
  ) {}

  async list({ org }: OrgAccess, archived = false) {
    return (await repo.list(this.deps.db, org.id, archived)).map((r) =>
      toDirectoryWithCount(r.dir, Number(r.jobs)),
    );
  }

  async create({ org }: OrgAccess, body: z.output<typeof directoryBody>) {
    const row = await repo.insert(this.deps.db, org.id, body.name);
    return { message: 'Folder created successfully!', data: toDirectoryWithCount(row, 0) };
  }

  async update({ org }: OrgAccess, id: number, body: z.output<typeof directoryBody>) {
    const row = await repo.rename(this.deps.db, org.id, id, body.name);
    if (!row) throw notFound('Folder not found.');
    return { message: 'Folder update successfully!', data: toDirectory(row) };
  }

  async archive({ org }: OrgAccess, id: number) {
    const row = await repo.toggleArchived(this.deps.db, org.id, id);
    if (!row) throw notFound('Folder not found.');
    return { message: row.is_archived ? 'Folder archived.' : 'Folder restored.', data: toDirectory(row) };
  }

  /** Deleting a folder keeps its jobs (they move out of it). */
  async remove({ org }: OrgAccess, id: number) {
    if (!(await repo.remove(this.deps.db, org.id, id))) throw notFound('Folder not found.');
    return { message: 'Folder is deleted successfully!', data: null };
  }

  async jobsIn(access: OrgAccess, id: number, q: z.output<typeof jobListQuery>) {
    if (!(await repo.byId(this.deps.db, access.org.id, id))) throw notFound('Folder not found.');
    return this.jobs.list(access, { ...q, directory_id: id });
  }
}
