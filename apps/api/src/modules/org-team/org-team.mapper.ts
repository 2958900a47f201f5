import type {
  OrgInvitationView,
  OrgRoleView,
  OrgTeamMemberView,
  ReceivedOrgInvitationView,
} from '@hctl/contracts';
import { ORG_PERMISSIONS } from '@hctl/contracts/constants';
import type {
  InvitationRow,
  MemberRow,
  ReceivedInvitationRow,
  RoleRow,
  TeamUser,
} from './org-team.repository';

export const toOrgRole = (r: RoleRow, users = 0): OrgRoleView => ({
  id: r.id,
  role_name: r.name,
  permissions: r.permissions,
  users,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** The owner is listed like a member without a membership row: every permission, role "Owner". */
export const toTeamOwner = (owner: TeamUser): OrgTeamMemberView => ({
  id: null,
  user_id: owner.id,
  slug: owner.slug,
  email: owner.email,
  name: `${owner.first_name} ${owner.last_name}`,
  role_id: null,
  role_name: 'Owner',
  permissions: ORG_PERMISSIONS.map((p) => p.key),
  is_owner: true,
});

export const toTeamMember = (m: MemberRow): OrgTeamMemberView => ({
  id: m.id,
  user_id: m.user_id,
  slug: m.slug,
  email: m.email,
  name: `${m.first_name} ${m.last_name}`,
  role_id: m.role_id,
  role_name: m.role_name,
  permissions: m.permissions ?? [],
  is_owner: false,
});

export const toOrgInvitation = (i: InvitationRow): OrgInvitationView => ({
  ...i,
  created_at: i.created_at.toISOString(),
});

export const toReceivedInvitation = (i: ReceivedInvitationRow): ReceivedOrgInvitationView => ({
  ...i,
  created_at: i.created_at.toISOString(),
});
