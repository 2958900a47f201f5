import { type Database, type Executor, schema } from '@hctl/db';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { totalOver } from '../../lib/pagination';
import { prepared } from '../../lib/prepared';

const { organizations: o, organizationUsers: ou, orgRoles: r, users: u } = schema;
export type OrganizationRow = typeof o.$inferSelect;
export type OrganizationChanges = Partial<typeof o.$inferInsert>;
export type ApprovalStatus = OrganizationRow['approval_status'];
export interface ReviewFilter {
  status?: ApprovalStatus;
  search?: string;
}

const owner = { first_name: u.first_name, last_name: u.last_name, email: u.email };
const reviewWhere = (f: ReviewFilter) =>
  and(
    f.status ? eq(o.approval_status, f.status) : undefined,
    f.search ? ilike(o.company_name, likeContaining(f.search)) : undefined,
  );

/** Every organization-scoped call starts here: the organization and the caller's membership, one prepared query. */
const accessStmt = prepared((db) =>
  db
    .select({ org: o, memberId: ou.id, permissions: r.permissions })
    .from(o)
    .leftJoin(ou, and(eq(ou.organization_id, o.id), eq(ou.user_id, sql.placeholder('user'))))
    .leftJoin(r, eq(r.id, ou.role_id))
    .where(eq(o.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('organization_access'),
);

export const organizationsRepository = {
  async access(db: Database, slug: string, userId: number) {
    const [row] = await accessStmt(db).execute({ slug, user: userId });
    return row ?? null;
  },

  /** `access` for an organization named by id (messaging's and quotations' organization sides). */
  async accessById(db: Executor, orgId: number, userId: number) {
    const [row] = await db
      .select({ org: o, memberId: ou.id, permissions: r.permissions })
      .from(o)
      .leftJoin(ou, and(eq(ou.organization_id, o.id), eq(ou.user_id, userId)))
      .leftJoin(r, eq(r.id, ou.role_id))
      .where(eq(o.id, orgId))
      .limit(1);
    return row ?? null;
  },

  async insert(db: Executor, values: typeof o.$inferInsert) {
    const [row] = await db.insert(o).values(values).returning();
    return row;
  },

  /** Organizations the user owns or belongs to, with whether they own each. */
  listForUser(db: Executor, userId: number, filter: 'all' | 'active' | 'archived', search?: string) {
    const member = sql`exists (select 1 from ${ou} where ${ou.organization_id} = ${o.id} and ${ou.user_id} = ${userId})`;
    return db
      .select()
      .from(o)
      .where(
        and(
          or(eq(o.owner_id, userId), member),
          filter === 'all' ? undefined : eq(o.is_archived, filter === 'archived'),
          search ? ilike(o.company_name, likeContaining(search)) : undefined,
        ),
      )
      .orderBy(asc(o.company_name))
      .limit(200);
  },

  async bySlug(db: Executor, slug: string) {
    const [row] = await db.select().from(o).where(eq(o.slug, slug)).limit(1);
    return row ?? null;
  },

  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(o).where(eq(o.id, id)).limit(1);
    return row ?? null;
  },

  async membership(db: Executor, orgId: number, userId: number) {
    const [row] = await db
      .select({ member: ou, permissions: r.permissions })
      .from(ou)
      .leftJoin(r, eq(r.id, ou.role_id))
      .where(and(eq(ou.organization_id, orgId), eq(ou.user_id, userId)))
      .limit(1);
    return row ? { ...row.member, permissions: row.permissions ?? [] } : null;
  },

  async update(db: Executor, id: number, values: OrganizationChanges) {
    const [row] = await db
      .update(o)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(o.id, id))
      .returning();
    return row;
  },

  searchName: (db: Executor, name: string) =>
    db
      .select({ id: o.id, slug: o.slug, company_name: o.company_name })
      .from(o)
      .where(ilike(o.company_name, likeContaining(name)))
      .orderBy(asc(o.company_name))
      .limit(10),

  assignedTo: (db: Executor, userId: number) =>
    db
      .select({ org: o, role_name: ou.role_name })
      .from(ou)
      .innerJoin(o, eq(o.id, ou.organization_id))
      .where(and(eq(ou.user_id, userId), eq(o.is_archived, false)))
      .orderBy(asc(o.company_name)),

  /** The super admin's review list: pending first (the ones waiting on them), then newest. */
  reviewPage: (db: Executor, f: ReviewFilter, limit: number, offset: number) =>
    db
      .select({ org: o, owner, total: totalOver() })
      .from(o)
      .innerJoin(u, eq(u.id, o.owner_id))
      .where(reviewWhere(f))
      .orderBy(sql`(${o.approval_status} <> 'pending')`, desc(o.created_at), desc(o.id))
      .limit(limit)
      .offset(offset),

  async reviewCount(db: Executor, f: ReviewFilter) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(o)
      .where(reviewWhere(f));
    return row.n;
  },

  /** The organization and its owner, locked until the transaction ends (one decision at a time). */
  async lockWithOwner(tx: Executor, slug: string) {
    const [row] = await tx
      .select({ org: o, owner })
      .from(o)
      .innerJoin(u, eq(u.id, o.owner_id))
      .where(eq(o.slug, slug))
      .for('update', { of: o })
      .limit(1);
    return row ?? null;
  },

  /**
   * What hangs on an organization besides its owner's own rows: jobs (and their applicants),
   * members, services, conversations, purchases and payments. Any one makes a removal soft.
   */
  async dependents(tx: Executor, id: number) {
    const key = `org:${id}`;
    const res = await tx.execute(sql`
      select exists (select 1 from jobs where organization_id = ${id}) as jobs,
             exists (select 1 from organization_users where organization_id = ${id}) as members,
             exists (select 1 from services where organization_id = ${id}) as services,
             exists (select 1 from conversation_sides where organization_id = ${id}) as conversations,
             exists (select 1 from purchases where owner_key = ${key})
               or exists (select 1 from payments where owner_key = ${key}) as payments`);
    const r = res.rows[0] as Record<string, boolean>;
    return Object.keys(r).filter((k) => r[k]);
  },

  remove: (tx: Executor, id: number) => tx.delete(o).where(eq(o.id, id)),

  setArchived: (db: Executor, id: number, archived: boolean) =>
    db.update(o).set({ is_archived: archived, updated_at: sql`now()` }).where(eq(o.id, id)).returning(),
};
