import type { AdminRoleView } from '@hctl/contracts';
import type { AdminRoleHolderRow, AdminRoleRow } from './admin-roles.repository';

export const toAdminRole = (r: AdminRoleRow, holders: AdminRoleHolderRow[] = []): AdminRoleView => ({
  id: r.id,
  role_name: r.name,
  permissions: r.permissions,
  holders: holders.filter((h) => h.role_id === r.id).map(({ id, name, email }) => ({ id, name, email })),
  created_at: r.created_at.toISOString(),
});
