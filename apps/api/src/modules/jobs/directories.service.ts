import type { directoryBody, jobListQuery } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import { jobsRepository as repo } from './jobs.repository';
import type { JobsService } from './jobs.service';

const d = schema.jobDirectories;
const toDir = (r: typeof d.$inferSelect, jobs?: number) => ({
  id: r.id,
  name: r.name,
  type: r.type,
  is_archived: r.is_archived,
  ...(jobs !== undefined ? { jobs_count: jobs } : {}),
  created_at: r.created_at.toISOString(),
});

/** Job directories (folders). */
export class DirectoriesService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private jobs: JobsService,
  ) {}

  async list(slug: string, auth: AuthContext, archived = false) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
    return (await repo.directories(this.deps.db, org.id, archived)).map((r) => toDir(r.dir, Number(r.jobs)));
  }

  async create(slug: string, auth: AuthContext, body: z.output<typeof directoryBody>) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
    const [row] = await this.deps.db
      .insert(d)
      .values({ organization_id: org.id, name: body.name })
      .returning();
    return { message: 'Folder created successfully!', data: toDir(row, 0) };
  }

  private async change(slug: string, auth: AuthContext, id: number, values: Record<string, unknown>) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
    const [row] = await this.deps.db
      .update(d)
      .set({ ...values, updated_at: sql`now()` })
      .where(and(eq(d.id, id), eq(d.organization_id, org.id)))
      .returning();
    if (!row) throw notFound('Folder not found.');
    return row;
  }

  async update(slug: string, auth: AuthContext, id: number, body: z.output<typeof directoryBody>) {
    return {
      message: 'Folder update successfully!',
      data: toDir(await this.change(slug, auth, id, { name: body.name })),
    };
  }

  async archive(slug: string, auth: AuthContext, id: number) {
    const row = await this.change(slug, auth, id, { is_archived: sql`not ${d.is_archived}` });
    return { message: row.is_archived ? 'Folder archived.' : 'Folder restored.', data: toDir(row) };
  }

  /** Deleting a folder keeps its jobs (they move out of it). */
  async remove(slug: string, auth: AuthContext, id: number) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
    const rows = await this.deps.db
      .delete(d)
      .where(and(eq(d.id, id), eq(d.organization_id, org.id)))
      .returning({ id: d.id });
    if (!rows.length) throw notFound('Folder not found.');
    return { message: 'Folder is deleted successfully!', data: null };
  }

  async jobsIn(slug: string, auth: AuthContext, id: number, q: z.output<typeof jobListQuery>) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
    if (!(await repo.directory(this.deps.db, org.id, id))) throw notFound('Folder not found.');
    return this.jobs.list(slug, auth, { ...q, directory_id: id });
  }
}
