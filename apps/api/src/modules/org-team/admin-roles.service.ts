import type { adminRoleBody } from '@hctl/contracts';
import { ADMIN_PERMISSIONS } from '@hctl/contracts/constants';
import { schema } from '@hctl/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../lib/errors';

const ar = schema.adminRoles;
const aru = schema.adminRoleUsers;
type Row = typeof ar.$inferSelect;
const toView = (r: Row) => ({
  id: r.id,
  role_name: r.name,
  permissions: r.permissions,
  created_at: r.created_at.toISOString(),
});

/** Super-admin roles: a permission catalogue of the admin area and who holds which role. */
export class AdminRolesService {
  constructor(private deps: AppDeps) {}

  permissions() {
    return ADMIN_PERMISSIONS;
  }

  async list() {
    return (await this.deps.db.select().from(ar).orderBy(asc(ar.name))).map(toView);
  }

  async show(id: number) {
    const [row] = await this.deps.db.select().from(ar).where(eq(ar.id, id));
    if (!row) throw notFound('Role not found.');
    return toView(row);
  }

  async create(body: z.output<typeof adminRoleBody>) {
    const [row] = await this.deps.db
      .insert(ar)
      .values({ name: body.role_name, permissions: [...new Set(body.permissions)] })
      .returning();
    return { message: 'Role has been created successfully!', data: toView(row) };
  }

  async update(id: number, body: z.output<typeof adminRoleBody>) {
    const [row] = await this.deps.db
      .update(ar)
      .set({ name: body.role_name, permissions: [...new Set(body.permissions)], updated_at: sql`now()` })
      .where(eq(ar.id, id))
      .returning();
    if (!row) throw notFound('Role not found.');
    return { message: 'Role has been updated successfully!', data: toView(row) };
  }

  async destroy(id: number) {
    const rows = await this.deps.db.delete(ar).where(eq(ar.id, id)).returning({ id: ar.id });
    if (!rows.length) throw notFound('Role not found.');
    return { message: 'Role has been deleted successfully!', data: null };
  }

  /** Gives (or changes) a super-admin's role. */
  async assign(userId: number, roleId: number) {
    const user = await this.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
    if (user?.role !== 'super-admin') throw invalid({ user_id: 'Choose an admin user.' });
    await this.show(roleId);
    await this.deps.db
      .insert(aru)
      .values({ user_id: userId, role_id: roleId })
      .onConflictDoUpdate({ target: aru.user_id, set: { role_id: roleId } });
    return { message: 'The role has been assigned.', data: { user_id: userId, role_id: roleId } };
  }
}
