import { type Database, type Executor, schema } from '@hctl/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { prepared } from '../../lib/prepared';

const { jobs: j, jobDirectories: d } = schema;
export type DirectoryRow = typeof d.$inferSelect;

/** An organization's job folders with their job counts. */
const orgDirectories = prepared((db) =>
  db
    .select({ dir: d, jobs: count(j.id) })
    .from(d)
    .leftJoin(j, eq(j.directory_id, d.id))
    .where(and(eq(d.organization_id, sql.placeholder('org')), eq(d.is_archived, sql.placeholder('archived'))))
    .groupBy(d.id)
    .orderBy(asc(d.name))
    .prepare('org_directories'),
);

const ofOrg = (orgId: number, id: number) => and(eq(d.id, id), eq(d.organization_id, orgId));

/** Job folders (directories); every call is scoped to the organization that owns them. */
export const directoriesRepository = {
  list: (db: Database, orgId: number, archived: boolean) =>
    orgDirectories(db).execute({ org: orgId, archived }),

  async byId(db: Executor, orgId: number, id: number) {
    const [row] = await db.select().from(d).where(ofOrg(orgId, id)).limit(1);
    return row ?? null;
  },

  async insert(db: Executor, orgId: number, name: string) {
    const [row] = await db.insert(d).values({ organization_id: orgId, name }).returning();
    return row;
  },

  async rename(db: Executor, orgId: number, id: number, name: string) {
    const [row] = await db
      .update(d)
      .set({ name, updated_at: sql`now()` })
      .where(ofOrg(orgId, id))
      .returning();
    return row ?? null;
  },

  /** Archives an active folder, restores an archived one. */
  async toggleArchived(db: Executor, orgId: number, id: number) {
    const [row] = await db
      .update(d)
      .set({ is_archived: sql`not ${d.is_archived}`, updated_at: sql`now()` })
      .where(ofOrg(orgId, id))
      .returning();
    return row ?? null;
  },

  remove: async (db: Executor, orgId: number, id: number) =>
    (await db.delete(d).where(ofOrg(orgId, id)).returning({ id: d.id })).length > 0,
};
