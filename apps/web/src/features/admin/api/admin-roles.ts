import type { AdminRoleAssignmentView, AdminRoleView, PermissionEntryView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { del, get, post, put } from '../../../lib/api-client';

export interface AdminRoleBody {
  role_name: string;
  permissions: string[];
}

export const adminRoleKeys = {
  all: ['admin', 'roles'] as const,
  permissions: ['admin', 'permissions'] as const,
};

/** GET /admin/admin-roles: every admin role with its permissions. */
export const adminRolesQuery = () =>
  queryOptions({
    queryKey: adminRoleKeys.all,
    queryFn: async () => (await get<AdminRoleView[]>('/admin/admin-roles')).data,
  });

/** GET /admin/get-all-permissions: the catalogue a role's permissions come from. */
export const adminPermissionsQuery = () =>
  queryOptions({
    queryKey: adminRoleKeys.permissions,
    queryFn: async () => (await get<PermissionEntryView[]>('/admin/get-all-permissions')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /admin/admin-roles/create, or PUT /admin/admin-roles/{role}/update with an id. */
export const saveAdminRole = ({ id, ...body }: AdminRoleBody & { id?: number }) =>
  id
    ? put<AdminRoleView>(`/admin/admin-roles/${id}/update`, body)
    : post<AdminRoleView>('/admin/admin-roles/create', body);

/** DELETE /admin/admin-roles/{role}/destroy */
export const deleteAdminRole = (id: number) => del<null>(`/admin/admin-roles/${id}/destroy`);

/** POST /admin/assign-role-user (first role) or /admin/update-assign-role-user (a change). */
export const assignAdminRole = ({ reassign, ...body }: AdminRoleAssignmentView & { reassign?: boolean }) =>
  post<AdminRoleAssignmentView>(
    reassign ? '/admin/update-assign-role-user' : '/admin/assign-role-user',
    body,
  );

export { myAdminPermissionsQuery } from '../../../lib/api/admin';
