import type {
  OrgInvitationLinkView,
  OrgInvitationView,
  OrgRoleView,
  OrgTeamMemberView,
  ReceivedOrgInvitationView,
} from '@hctl/contracts';
import { ORG_PERMISSIONS } from '@hctl/contracts/constants';
import type {
  InvitationRow,
  LinkedInvitationRow,
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

/** `expiresAt`: when it can no longer be accepted (sent + INVITATION_TTL_MS); `now` tells if that has passed. */
export const toOrgInvitation = (i: InvitationRow, expiresAt: Date, now: Date): OrgInvitationView => ({
  id: i.id,
  email: i.email,
  status: i.status === 'cancelled' ? 'pending' : i.status,
  role_id: i.role_id,
  role_name: i.role_name,
  created_at: i.created_at.toISOString(),
  expires_at: expiresAt.toISOString(),
  expired: expiresAt.getTime() <= now.getTime(),
});

export const inviterName = (i: { inviter_first_name: string | null; inviter_last_name: string | null }) =>
  i.inviter_first_name ? `${i.inviter_first_name} ${i.inviter_last_name ?? ''}`.trim() : null;

export const toReceivedInvitation = (
  i: ReceivedInvitationRow,
  expiresAt: Date,
): ReceivedOrgInvitationView => ({
  id: i.id,
  organization_id: i.organization_id,
  organization_slug: i.organization_slug,
  company_name: i.company_name,
  role_id: i.role_id,
  role_name: i.role_name,
  created_at: i.created_at.toISOString(),
  expires_at: expiresAt.toISOString(),
  inviter_name: inviterName(i),
});

export const toInvitationLink = (
  i: LinkedInvitationRow,
  status: OrgInvitationLinkView['status'],
  expiresAt: Date,
  hasAccount: boolean,
): OrgInvitationLinkView => ({
  id: i.id,
  email: i.email,
  organization_slug: i.organization_slug,
  company_name: i.company_name,
  role_name: i.role_name,
  inviter_name: inviterName(i),
  status,
  sent_at: i.created_at.toISOString(),
  expires_at: expiresAt.toISOString(),
  has_account: hasAccount,
});
