import { type Executor, schema } from '@hctl/db';
import { asc, eq, sql } from 'drizzle-orm';

const ar = schema.adminRoles;
const aru = schema.adminRoleUsers;
export type AdminRoleRow = typeof ar.$inferSelect;
type AdminRoleFields = { name: string; permissions: string[] };

export const adminRolesRepository = {
  list: (db: Executor) => db.select().from(ar).orderBy(asc(ar.name)),

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

  async remove(db: Executor, id: number) {
    const rows = await db.delete(ar).where(eq(ar.id, id)).returning({ id: ar.id });
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
