import type { AdminRoleView } from '@hctl/contracts';
import type { AdminRoleRow } from './admin-roles.repository';

export const toAdminRole = (r: AdminRoleRow): AdminRoleView => ({
  id: r.id,
  role_name: r.name,
  permissions: r.permissions,
  created_at: r.created_at.toISOString(),
});
