import { type Executor, schema } from '@hctl/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';

const { orgRoles: r, organizationUsers: ou, orgInvitations: inv, users: u, organizations: o } = schema;
export type RoleRow = typeof r.$inferSelect;
export type MemberRow = Awaited<ReturnType<typeof orgTeamRepository.members>>[number];
export type InvitationRow = Awaited<ReturnType<typeof orgTeamRepository.invitations>>[number];
export type ReceivedInvitationRow = Awaited<ReturnType<typeof orgTeamRepository.invitationsFor>>[number];
export type LinkedInvitationRow = NonNullable<Awaited<ReturnType<typeof orgTeamRepository.invitationById>>>;
export type TeamUser = NonNullable<Awaited<ReturnType<typeof orgTeamRepository.user>>>;

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

  /** The owner's card at the head of the team list (and their e-mail, which cannot be invited). */
  async user(db: Executor, id: number) {
    const [row] = await db
      .select({ id: u.id, slug: u.slug, email: u.email, first_name: u.first_name, last_name: u.last_name })
      .from(u)
      .where(eq(u.id, id))
      .limit(1);
    return row ?? null;
  },

  /** Members carry their role's name: a renamed role renames it on them too. */
  renameRoleOnMembers: (db: Executor, roleId: number, name: string) =>
    db.update(ou).set({ role_name: name }).where(eq(ou.role_id, roleId)),

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
      .select({ member: ou, org: o, permissions: r.permissions })
      .from(ou)
      .innerJoin(o, eq(o.id, ou.organization_id))
      .leftJoin(r, eq(r.id, ou.role_id))
      .where(eq(ou.id, id))
      .limit(1);
    return row ?? null;
  },

  /** The role the user holds in the organization (null: none, or not a member). */
  async memberRoleId(db: Executor, orgId: number, userId: number) {
    const [row] = await db
      .select({ role_id: ou.role_id })
      .from(ou)
      .where(and(eq(ou.organization_id, orgId), eq(ou.user_id, userId)))
      .limit(1);
    return row?.role_id ?? null;
  },

  /**
   * Hands the organization to another user; only while `fromUserId` still owns it (two owners' tabs
   * cannot both hand it away). The organizations table is written here: ownership is the team's
   * matter, and this is its only write there.
   */
  async setOwner(db: Executor, orgId: number, fromUserId: number, toUserId: number) {
    const rows = await db
      .update(o)
      .set({ owner_id: toUserId, updated_at: sql`now()` })
      .where(and(eq(o.id, orgId), eq(o.owner_id, fromUserId)))
      .returning({ id: o.id });
    return rows.length > 0;
  },

  setMemberRole: (db: Executor, id: number, role: RoleRow) =>
    db.update(ou).set({ role_id: role.id, role_name: role.name }).where(eq(ou.id, id)),

  deleteMember: (db: Executor, id: number) => db.delete(ou).where(eq(ou.id, id)),

  /** Joins (or, already a member, takes the invitation's role). */
  join: (
    db: Executor,
    values: { organization_id: number; user_id: number; role_id: number | null; role_name: string },
  ) =>
    db
      .insert(ou)
      .values(values)
      .onConflictDoUpdate({
        target: [ou.organization_id, ou.user_id],
        set: { role_id: values.role_id, role_name: sql`excluded.role_name` },
      }),

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

  /** Only a still-pending invitation takes the answer. */
  answerInvitation: (db: Executor, id: number, status: 'accepted' | 'rejected', at: Date) =>
    db
      .update(inv)
      .set({ status, responded_at: at })
      .where(and(eq(inv.id, id), eq(inv.status, 'pending'))),

  /** Cancelling keeps the row (its link then says "cancelled" rather than "not found"). */
  async cancelInvitation(db: Executor, orgId: number, id: number, at: Date) {
    const rows = await db
      .update(inv)
      .set({ status: 'cancelled', responded_at: at })
      .where(and(eq(inv.id, id), eq(inv.organization_id, orgId), eq(inv.status, 'pending')))
      .returning({ id: inv.id });
    return rows.length > 0;
  },

  /** A pending invitation of the organization (expired or not), with its role. */
  async pendingInvitation(db: Executor, orgId: number, id: number) {
    const [row] = await db
      .select({ inv, role_name: r.name })
      .from(inv)
      .innerJoin(r, eq(r.id, inv.role_id))
      .where(and(eq(inv.id, id), eq(inv.organization_id, orgId), eq(inv.status, 'pending')))
      .limit(1);
    return row ?? null;
  },

  /** The pending invitation to `email` (expired or not), if any. */
  async pendingInvitationTo(db: Executor, orgId: number, email: string) {
    const [row] = await db
      .select()
      .from(inv)
      .where(
        and(
          eq(inv.organization_id, orgId),
          sql`lower(${inv.email}) = ${email.toLowerCase()}`,
          eq(inv.status, 'pending'),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** A re-send: sent again now (which renews its expiry), with the role and inviter of this sending. */
  renewInvitation: (db: Executor, id: number, values: { role_id: number; invited_by: number; at: Date }) =>
    db
      .update(inv)
      .set({ role_id: values.role_id, invited_by: values.invited_by, created_at: values.at })
      .where(and(eq(inv.id, id), eq(inv.status, 'pending'))),

  /** One invitation, whatever its status, with what its link and answers tell (organization, role, inviter). */
  async invitationById(db: Executor, id: number) {
    const [row] = await db
      .select({
        id: inv.id,
        email: inv.email,
        status: inv.status,
        created_at: inv.created_at,
        organization_slug: o.slug,
        company_name: o.company_name,
        role_name: r.name,
        inviter_first_name: u.first_name,
        inviter_last_name: u.last_name,
      })
      .from(inv)
      .innerJoin(o, eq(o.id, inv.organization_id))
      .innerJoin(r, eq(r.id, inv.role_id))
      .leftJoin(u, eq(u.id, inv.invited_by))
      .where(eq(inv.id, id))
      .limit(1);
    return row ?? null;
  },

  /** How many members hold the role (a role someone holds cannot be deleted). */
  async roleHolders(db: Executor, roleId: number) {
    const [row] = await db.select({ n: count() }).from(ou).where(eq(ou.role_id, roleId));
    return Number(row?.n ?? 0);
  },

  /** The user a membership row belongs to and the organization it is in (told when removed). */
  async memberUser(db: Executor, id: number) {
    const [row] = await db
      .select({ id: u.id, slug: u.slug, email: u.email, first_name: u.first_name })
      .from(ou)
      .innerJoin(u, eq(u.id, ou.user_id))
      .where(eq(ou.id, id))
      .limit(1);
    return row ?? null;
  },

  /** The account an invitation's e-mail belongs to, if any (it is told in the app too). */
  async userByEmail(db: Executor, email: string) {
    const [row] = await db
      .select({ id: u.id, slug: u.slug })
      .from(u)
      .where(sql`lower(${u.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row ?? null;
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
        inviter_first_name: u.first_name,
        inviter_last_name: u.last_name,
      })
      .from(inv)
      .innerJoin(o, eq(o.id, inv.organization_id))
      .innerJoin(r, eq(r.id, inv.role_id))
      .leftJoin(u, eq(u.id, inv.invited_by))
      .where(and(sql`lower(${inv.email}) = ${email.toLowerCase()}`, eq(inv.status, 'pending')))
      .orderBy(asc(inv.created_at)),
};
