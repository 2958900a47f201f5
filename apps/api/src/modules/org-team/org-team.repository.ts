import { type Executor, schema } from '@hctl/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';

const { orgRoles: r, organizationUsers: ou, orgInvitations: inv, users: u, organizations: o } = schema;
export type RoleRow = typeof r.$inferSelect;

export const orgTeamRepository = {
  roles: (db: Executor, orgId: number) =>
    db
      .select({ role: r, users: count(ou.id) })
      .from(r)
      .leftJoin(ou, eq(ou.role_id, r.id))
      .where(eq(r.organization_id, orgId))
      .groupBy(r.id)
      .orderBy(asc(r.name)),

  async role(db: Executor, orgId: number, id: number) {
    const [row] = await db
      .select()
      .from(r)
      .where(and(eq(r.id, id), eq(r.organization_id, orgId)))
      .limit(1);
    return row ?? null;
  },

  async insertRole(db: Executor, values: typeof r.$inferInsert) {
    const [row] = await db.insert(r).values(values).returning();
    return row;
  },

  async updateRole(db: Executor, orgId: number, id: number, values: Partial<typeof r.$inferInsert>) {
    const [row] = await db
      .update(r)
      .set({ ...values, updated_at: sql`now()` })
      .where(and(eq(r.id, id), eq(r.organization_id, orgId)))
      .returning();
    return row ?? null;
  },

  async deleteRole(db: Executor, orgId: number, id: number) {
    const rows = await db
      .delete(r)
      .where(and(eq(r.id, id), eq(r.organization_id, orgId)))
      .returning({ id: r.id });
    return rows.length > 0;
  },

  members: (db: Executor, orgId: number) =>
    db
      .select({
        id: ou.id,
        user_id: u.id,
        slug: u.slug,
        email: u.email,
        first_name: u.first_name,
        last_name: u.last_name,
        role_id: ou.role_id,
        role_name: ou.role_name,
        permissions: r.permissions,
        created_at: ou.created_at,
      })
      .from(ou)
      .innerJoin(u, eq(u.id, ou.user_id))
      .leftJoin(r, eq(r.id, ou.role_id))
      .where(eq(ou.organization_id, orgId))
      .orderBy(asc(u.first_name)),

  async member(db: Executor, id: number) {
    const [row] = await db
      .select({ member: ou, org: o })
      .from(ou)
      .innerJoin(o, eq(o.id, ou.organization_id))
      .where(eq(ou.id, id))
      .limit(1);
    return row ?? null;
  },

  isMemberByEmail: async (db: Executor, orgId: number, email: string) => {
    const [row] = await db
      .select({ id: ou.id })
      .from(ou)
      .innerJoin(u, eq(u.id, ou.user_id))
      .where(and(eq(ou.organization_id, orgId), sql`lower(${u.email}) = ${email.toLowerCase()}`))
      .limit(1);
    return Boolean(row);
  },

  invitations: (db: Executor, orgId: number) =>
    db
      .select({
        id: inv.id,
        email: inv.email,
        status: inv.status,
        role_id: r.id,
        role_name: r.name,
        created_at: inv.created_at,
      })
      .from(inv)
      .innerJoin(r, eq(r.id, inv.role_id))
      .where(and(eq(inv.organization_id, orgId), eq(inv.status, 'pending')))
      .orderBy(asc(inv.created_at)),

  async insertInvitation(db: Executor, values: typeof inv.$inferInsert) {
    const [row] = await db.insert(inv).values(values).returning();
    return row;
  },

  async deleteInvitation(db: Executor, orgId: number, id: number) {
    const rows = await db
      .delete(inv)
      .where(and(eq(inv.id, id), eq(inv.organization_id, orgId), eq(inv.status, 'pending')))
      .returning({ id: inv.id });
    return rows.length > 0;
  },

  invitationsFor: (db: Executor, email: string) =>
    db
      .select({
        id: inv.id,
        organization_id: o.id,
        organization_slug: o.slug,
        company_name: o.company_name,
        role_id: r.id,
        role_name: r.name,
        created_at: inv.created_at,
      })
      .from(inv)
      .innerJoin(o, eq(o.id, inv.organization_id))
      .innerJoin(r, eq(r.id, inv.role_id))
      .where(and(sql`lower(${inv.email}) = ${email.toLowerCase()}`, eq(inv.status, 'pending')))
      .orderBy(asc(inv.created_at)),
};
