import type {
  AdminRoleAssignmentView,
  AdminRoleView,
  adminRoleBody,
  PermissionEntryView,
} from '@hctl/contracts';
import { ADMIN_PERMISSIONS } from '@hctl/contracts/constants';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { conflict, invalid, notFound } from '../../lib/errors';
import { toAdminRole } from './admin-roles.mapper';
import { adminRolesRepository as repo } from './admin-roles.repository';

/** Super-admin roles: a permission catalogue of the admin area and who holds which role. */
export class AdminRolesService {
  constructor(private deps: AppDeps) {}

  permissions(): PermissionEntryView[] {
    return [...ADMIN_PERMISSIONS];
  }

  /**
   * What the signed-in super admin may open (the console shows only those sections); the same rule as
   * the routes' `{ admin: permission }`: no role held means every permission.
   */
  async mine(userId: number): Promise<string[]> {
    const held = await repo.heldPermissions(this.deps.db, userId);
    return held
      ? ADMIN_PERMISSIONS.map((p) => p.key).filter((k) => held.includes(k))
      : ADMIN_PERMISSIONS.map((p) => p.key);
  }

  async list(): Promise<AdminRoleView[]> {
    const rows = await repo.list(this.deps.db);
    const holders = await repo.holders(
      this.deps.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toAdminRole(r, holders));
  }

  async show(id: number): Promise<AdminRoleView> {
    const row = await repo.byId(this.deps.db, id);
    if (!row) throw notFound('Role not found.');
    return toAdminRole(row, await repo.holders(this.deps.db, [id]));
  }

  async create(body: z.output<typeof adminRoleBody>) {
    const row = await repo.insert(this.deps.db, {
      name: body.role_name,
      permissions: [...new Set(body.permissions)],
    });
    return { message: 'Role has been created successfully!', data: toAdminRole(row) };
  }

  async update(id: number, body: z.output<typeof adminRoleBody>) {
    const row = await repo.update(this.deps.db, id, {
      name: body.role_name,
      permissions: [...new Set(body.permissions)],
    });
    if (!row) throw notFound('Role not found.');
    const data = toAdminRole(row, await repo.holders(this.deps.db, [id]));
    return { message: 'Role has been updated successfully!', data };
  }

  /**
   * An admin with no role holds every permission, so deleting a role its holders still have would
   * widen their access: a held role is refused until its holders are given another.
   */
  async destroy(id: number) {
    if (!(await repo.removeUnheld(this.deps.db, id))) {
      const role = await this.show(id);
      throw conflict(
        `${role.holders.map((h) => h.name).join(', ')} still hold${role.holders.length === 1 ? 's' : ''} this role. Give them another role first.`,
      );
    }
    return { message: 'Role has been deleted successfully!', data: null };
  }

  /** Gives (or changes) a super-admin's role. */
  async assign(userId: number, roleId: number) {
    if ((await repo.accountRole(this.deps.db, userId)) !== 'super-admin')
      throw invalid({ user_id: 'Choose an admin user.' });
    await this.show(roleId);
    await repo.assign(this.deps.db, userId, roleId);
    const data: AdminRoleAssignmentView = { user_id: userId, role_id: roleId };
    return { message: 'The role has been assigned.', data };
  }
}
