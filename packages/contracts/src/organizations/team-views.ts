import { z } from 'zod';

/** One entry of a permission catalogue (organization roles or admin roles). */
export const permissionEntryView = z.object({ key: z.string(), label: z.string() });
export type PermissionEntryView = z.infer<typeof permissionEntryView>;

/** What every role is (organization roles and admin roles): its name and permission keys. */
const roleFields = {
  id: z.number(),
  role_name: z.string(),
  permissions: z.array(z.string()),
};

/** A custom role of an organization; `users` counts its members (0 outside the role list). */
export const orgRoleView = z.object({
  ...roleFields,
  users: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrgRoleView = z.infer<typeof orgRoleView>;

/** A person on the team; the owner comes first with `id` and `role_id` null and every permission. */
export const orgTeamMemberView = z.object({
  id: z.number().nullable(),
  user_id: z.number(),
  slug: z.string(),
  email: z.string(),
  name: z.string(),
  role_id: z.number().nullable(),
  role_name: z.string(),
  permissions: z.array(z.string()),
  is_owner: z.boolean(),
});
export type OrgTeamMemberView = z.infer<typeof orgTeamMemberView>;

const invitationStatus = z.enum(['pending', 'accepted', 'rejected']);

/**
 * A pending invitation, as the organization sees it. `created_at` is when it was last sent (a re-send
 * renews it); `expires_at` follows from it, and `expired` ones stay listed so they can be sent again.
 */
export const orgInvitationView = z.object({
  id: z.number(),
  email: z.string(),
  status: invitationStatus,
  role_id: z.number(),
  role_name: z.string(),
  created_at: z.string(),
  expires_at: z.string().optional(),
  expired: z.boolean().optional(),
});
export type OrgInvitationView = z.infer<typeof orgInvitationView>;

/** organization/users/send-invite: the invitation just sent. */
export const orgInvitationSentView = z.object({
  id: z.number(),
  email: z.string(),
  role_id: z.number(),
  role_name: z.string(),
  status: invitationStatus,
});
export type OrgInvitationSentView = z.infer<typeof orgInvitationSentView>;

/**
 * GET organization-invitation/{id} (not in the spec): what the invitation e-mail's link shows before
 * anyone signs in, so a cancelled or expired invitation says so and a new person registers with
 * the invited e-mail. `has_account`: the e-mail already has an account (sign in rather than register).
 */
export const orgInvitationLinkView = z.object({
  id: z.number(),
  email: z.string(),
  organization_slug: z.string(),
  company_name: z.string(),
  role_name: z.string(),
  inviter_name: z.string().nullable(),
  status: z.enum(['pending', 'expired', 'cancelled', 'accepted', 'rejected']),
  sent_at: z.string(),
  expires_at: z.string(),
  has_account: z.boolean(),
});
export type OrgInvitationLinkView = z.infer<typeof orgInvitationLinkView>;

/** A member's new role (organization/users/{id}/update). */
export const orgMemberRoleView = z.object({ id: z.number(), role_id: z.number(), role_name: z.string() });
export type OrgMemberRoleView = z.infer<typeof orgMemberRoleView>;

/** A pending invitation, as the invited person sees it. */
export const receivedOrgInvitationView = z.object({
  id: z.number(),
  organization_id: z.number(),
  organization_slug: z.string(),
  company_name: z.string(),
  role_id: z.number(),
  role_name: z.string(),
  created_at: z.string(),
  expires_at: z.string().optional(),
  inviter_name: z.string().nullable().optional(),
});
export type ReceivedOrgInvitationView = z.infer<typeof receivedOrgInvitationView>;

/** The invited person's answer and the organization it concerns. */
export const orgInvitationAnswerView = z.object({
  organization_slug: z.string(),
  company_name: z.string(),
  role_name: z.string(),
  status: z.enum(['accepted', 'rejected']),
});
export type OrgInvitationAnswerView = z.infer<typeof orgInvitationAnswerView>;

/** An admin role; `holders` are the super admins who hold it (one role each at most). */
export const adminRoleView = z.object({
  ...roleFields,
  holders: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
  created_at: z.string(),
});
export type AdminRoleView = z.infer<typeof adminRoleView>;

export const adminRoleAssignmentView = z.object({ user_id: z.number(), role_id: z.number() });
export type AdminRoleAssignmentView = z.infer<typeof adminRoleAssignmentView>;
