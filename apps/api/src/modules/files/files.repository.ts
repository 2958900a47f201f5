import { type Executor, schema } from '@hctl/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

const f = schema.files;
export type FileRow = typeof f.$inferSelect;

export const filesRepository = {
  async insert(db: Executor, values: typeof f.$inferInsert) {
    const [row] = await db.insert(f).values(values).returning();
    return row;
  },
  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(f).where(eq(f.id, id)).limit(1);
    return row ?? null;
  },
  listOwn: (db: Executor, userId: number, kinds: FileRow['kind'][]) =>
    db
      .select()
      .from(f)
      .where(and(eq(f.user_id, userId), inArray(f.kind, kinds)))
      .orderBy(desc(f.id)),
  async removeOwn(db: Executor, userId: number, id: number, kinds: FileRow['kind'][]) {
    const [row] = await db
      .delete(f)
      .where(and(eq(f.id, id), eq(f.user_id, userId), inArray(f.kind, kinds)))
      .returning();
    return row ?? null;
  },

  /** Whether `viewerId` is on the hiring team (owner, or a role with 'applicants') of a job this file was sent to. */
  async sentToTeamOf(db: Executor, fileId: number, viewerId: number) {
    const r = await db.execute(sql`
      select 1 from job_applications a
      join jobs j on j.id = a.job_id
      join organizations o on o.id = j.organization_id
      left join organization_users ou on ou.organization_id = o.id and ou.user_id = ${viewerId}
      left join org_roles r on r.id = ou.role_id
      where (a.resume_file_id = ${fileId} or a.cover_letter_file_id = ${fileId})
        and (o.owner_id = ${viewerId} or r.permissions ? 'applicants')
      limit 1`);
    return r.rows.length > 0;
  },
};
