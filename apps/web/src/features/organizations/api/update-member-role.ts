import type { OrgMemberRoleView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** PUT /organization/users/{id}/update: gives a member another role. */
export const updateMemberRole = (v: { id: number | null; role_id: number }) =>
  api<OrgMemberRoleView>('PUT', `/organization/users/${v.id}/update`, { role_id: v.role_id });
