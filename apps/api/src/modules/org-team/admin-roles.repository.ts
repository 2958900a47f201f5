import { type Executor, schema } from '@hctl/db';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';

const ar = schema.adminRoles;
const aru = schema.adminRoleUsers;
export type AdminRoleRow = typeof ar.$inferSelect;
export type AdminRoleHolderRow = { role_id: number; id: number; name: string; email: string };
type AdminRoleFields = { name: string; permissions: string[] };

export const adminRolesRepository = {
  list: (db: Executor) => db.select().from(ar).orderBy(asc(ar.name)),

  /** Who holds each of these roles (an admin holds one at most), by name. */
  holders: (db: Executor, roleIds: number[]) =>
    roleIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            role_id: aru.role_id,
            id: schema.users.id,
            name: sql<string>`${schema.users.first_name} || ' ' || ${schema.users.last_name}`,
            email: schema.users.email,
          })
          .from(aru)
          .innerJoin(schema.users, eq(schema.users.id, aru.user_id))
          .where(inArray(aru.role_id, roleIds))
          .orderBy(asc(schema.users.first_name), asc(schema.users.last_name)),

  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(ar).where(eq(ar.id, id));
    return row ?? null;
  },

  async insert(db: Executor, values: AdminRoleFields) {
    const [row] = await db.insert(ar).values(values).returning();
    return row;
  },

  async update(db: Executor, id: number, values: AdminRoleFields) {
    const [row] = await db
      .update(ar)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(ar.id, id))
      .returning();
    return row ?? null;
  },

  /** Deletes a role no one holds (in one statement, so an assignment cannot slip in between). */
  async removeUnheld(db: Executor, id: number) {
    const rows = await db
      .delete(ar)
      .where(and(eq(ar.id, id), notExists(db.select().from(aru).where(eq(aru.role_id, id)))))
      .returning({ id: ar.id });
    return rows.length > 0;
  },

  /** The account role of a user (only super admins may hold an admin role). */
  async accountRole(db: Executor, userId: number) {
    const [row] = await db
      .select({ role: schema.users.role })
      .from(schema.users)
      .where(eq(schema.users.id, userId))
      .limit(1);
    return row?.role ?? null;
  },

  /** The permissions of the role a super admin holds; null when they hold none (all, as the first operator). */
  async heldPermissions(db: Executor, userId: number) {
    const [row] = await db
      .select({ permissions: ar.permissions })
      .from(aru)
      .innerJoin(ar, eq(ar.id, aru.role_id))
      .where(eq(aru.user_id, userId))
      .limit(1);
    return row ? row.permissions : null;
  },

  assign: (db: Executor, userId: number, roleId: number) =>
    db
      .insert(aru)
      .values({ user_id: userId, role_id: roleId })
      .onConflictDoUpdate({ target: aru.user_id, set: { role_id: roleId } }),
};
