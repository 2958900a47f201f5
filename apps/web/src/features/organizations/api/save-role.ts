import type { OrgRoleView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /{slug}/roles/create, or PUT /{slug}/roles/{id}/update with an id. */
export const saveRole = (v: { slug: string; id?: number; role_name: string; permissions: string[] }) => {
  const body = { role_name: v.role_name, permissions: v.permissions };
  return v.id === undefined
    ? api<OrgRoleView>('POST', `/${v.slug}/roles/create`, body)
    : api<OrgRoleView>('PUT', `/${v.slug}/roles/${v.id}/update`, body);
};
