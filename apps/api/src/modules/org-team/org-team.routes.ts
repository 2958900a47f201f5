import {
  acceptInviteBody,
  adminRoleAssignmentView,
  adminRoleBody,
  adminRoleView,
  assignRoleBody,
  envelope,
  errorEnvelope,
  idParams,
  invitationLinkQuery,
  inviteBody,
  memberUpdateBody,
  messageOnly,
  organizationSlugParams,
  orgInvitationAnswerView,
  orgInvitationLinkView,
  orgInvitationSentView,
  orgInvitationView,
  orgMemberRoleView,
  orgRoleView,
  orgTeamMemberView,
  permissionEntryView,
  receivedOrgInvitationView,
  roleBody,
  transferOwnershipBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOrgList, getOwnList } from '../../kit/list-routes';
import { refused } from '../../kit/responses';
import { routeTable } from '../../kit/route-table';
import { ok, reply } from '../../lib/http';
import { caller, orgOf } from '../../plugins/auth';
import type { AdminRolesService } from './admin-roles.service';
import type { OrgTeamService } from './org-team.service';

const tags = ['org-team'];
const adminTags = ['admin'];
const roleParams = organizationSlugParams.extend({ role: z.coerce.number().int().positive() });
const user = { auth: 'user' as const };
const admin = { auth: { admin: 'roles' as const } };
const roles = { auth: { org: 'roles' as const } };
const users = { auth: { org: 'users' as const } };
/** Role names are unique per organization (and admin role names overall): a repeated name is 409. */
const withConflict = (view: z.ZodType) => ({ 200: envelope(view), 409: errorEnvelope });

export const orgTeamRoutes =
  (s: { orgTeam: OrgTeamService; adminRoles: AdminRolesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const t = s.orgTeam;
    app.get(
      '/permissions',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listOrganizationPermissions',
          summary: 'The permissions an organization role can hold',
          response: { 200: envelope(z.array(permissionEntryView)) },
        },
      },
      async () => ok('Permissions.', t.permissions()),
    );
    getOrgList(app, {
      url: '/:slug/roles',
      config: roles,
      tags,
      operationId: 'listOrganizationRoles',
      summary: "The organization's roles with how many members hold each",
      item: orgRoleView,
      message: 'Roles.',
      list: (o) => t.roles(o.org),
    });
    app.get(
      '/:slug/roles/:role',
      {
        config: roles,
        schema: {
          tags,
          operationId: 'getOrganizationRole',
          summary: 'One role of the organization',
          params: roleParams,
          response: { 200: envelope(orgRoleView) },
        },
      },
      async (req) => ok('Role.', await t.role(orgOf(req).org, req.params.role)),
    );
    app.post(
      '/:slug/roles/create',
      {
        config: roles,
        schema: {
          tags,
          operationId: 'createOrganizationRole',
          summary: 'Create a role with a set of permissions',
          params: organizationSlugParams,
          body: roleBody,
          response: withConflict(orgRoleView),
        },
      },
      async (req) => reply(await t.createRole(orgOf(req), req.body)),
    );
    app.put(
      '/:slug/roles/:role/update',
      {
        config: roles,
        schema: {
          tags,
          operationId: 'updateOrganizationRole',
          summary: "Rename a role or change its permissions (its members' too)",
          params: roleParams,
          body: roleBody,
          response: withConflict(orgRoleView),
        },
      },
      async (req) => reply(await t.updateRole(orgOf(req), caller(req).userId, req.params.role, req.body)),
    );
    app.delete(
      '/:slug/roles/:role/destroy',
      {
        config: roles,
        schema: {
          tags,
          operationId: 'deleteOrganizationRole',
          summary: 'Delete a role; 409 while members hold it (give them another role first)',
          params: roleParams,
          response: { 200: messageOnly, 409: errorEnvelope },
        },
      },
      async (req) => reply(await t.deleteRole(orgOf(req), caller(req).userId, req.params.role)),
    );

    getOrgList(app, {
      url: '/organization/:slug/users',
      config: users,
      tags,
      operationId: 'listOrganizationMembers',
      summary: 'The team: the owner first, then members with their roles and permissions',
      item: orgTeamMemberView,
      message: 'Team members.',
      list: (o) => t.members(o.org),
    });
    getOrgList(app, {
      url: '/organization/:slug/users/invities-list',
      config: users,
      tags,
      operationId: 'listOrganizationInvitations',
      summary:
        'Invitations to the team not answered yet, with when each expires (expired ones too, to send again)',
      item: orgInvitationView,
      message: 'Pending invitations.',
      list: (o) => t.invitations(o.org),
    });
    // The organization's slug is in the body: OrgTeamService.invite checks access.
    app.post(
      '/organization/users/send-invite',
      {
        config: user,
        schema: {
          tags,
          operationId: 'inviteOrganizationMember',
          summary:
            'Invite someone by e-mail to join the team with a role; an address with a pending invitation is sent it again (renewed, with this role)',
          body: inviteBody,
          response: { ...withConflict(orgInvitationSentView), ...refused },
        },
      },
      async (req) => reply(await t.invite(caller(req), req.body)),
    );
    app.delete(
      '/organization/:slug/user-invitation/:id/delete',
      {
        config: users,
        schema: {
          tags,
          operationId: 'cancelOrganizationInvitation',
          summary: 'Cancel a pending invitation',
          params: organizationSlugParams.extend({ id: z.coerce.number().int().positive() }),
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await t.cancelInvitation(orgOf(req).org, req.params.id)),
    );
    app.post(
      '/organization/:slug/user-invitation/:id/resend',
      {
        config: users,
        schema: {
          tags,
          operationId: 'resendOrganizationInvitation',
          summary:
            'Send a pending or expired invitation again: its expiry starts over and it is e-mailed anew (not in the spec, which has no way to renew one)',
          params: organizationSlugParams.extend({ id: z.coerce.number().int().positive() }),
          response: { 200: envelope(orgInvitationView), 404: errorEnvelope },
        },
      },
      async (req) => reply(await t.resendInvitation(orgOf(req), caller(req).userId, req.params.id)),
    );
    // The invitation e-mail's link, opened before signing in: the signature stands for the mailbox.
    app.get(
      '/organization-invitation/:id',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'getOrganizationInvitationLink',
          summary:
            "The invitation behind an e-mail's link (organization, role, inviter, expiry, whether it is still open) for its signature only (not in the spec: its e-mail linked to the sign-in page)",
          params: idParams,
          querystring: invitationLinkQuery,
          response: { 200: envelope(orgInvitationLinkView), 404: errorEnvelope },
        },
      },
      async (req) => ok('Invitation.', await t.invitationLink(req.params.id, req.query.signature)),
    );
    // These two address a membership row by id: the service checks access in its organization.
    app.delete(
      '/organization/users/:id/delete',
      {
        config: user,
        schema: {
          tags,
          operationId: 'removeOrganizationMember',
          summary: 'Remove a member from the team',
          params: idParams,
          response: { 200: messageOnly, ...refused },
        },
      },
      async (req) => reply(await t.removeMember(req.params.id, caller(req).userId)),
    );
    app.put(
      '/organization/users/:id/update',
      {
        config: user,
        schema: {
          tags,
          operationId: 'updateOrganizationMember',
          summary: "Change a member's role",
          params: idParams,
          body: memberUpdateBody,
          response: { 200: envelope(orgMemberRoleView), ...refused },
        },
      },
      async (req) => reply(await t.updateMember(req.params.id, caller(req).userId, req.body.role_id)),
    );
    app.post(
      '/organization/:slug/transfer-ownership',
      {
        config: { auth: { org: 'owner' as const } },
        schema: {
          tags,
          operationId: 'transferOrganizationOwnership',
          summary:
            "The owner hands the organization to a team member, who gets every permission; the former owner takes that member's role (not in the spec, which has no way to change an organization's owner)",
          params: organizationSlugParams,
          body: transferOwnershipBody,
          response: { 200: messageOnly, 404: errorEnvelope, 409: errorEnvelope },
        },
      },
      async (req) => reply(await t.transferOwnership(orgOf(req), caller(req).userId, req.body.member_id)),
    );
    getOrgList(app, {
      url: '/organization/:slug/job/job-role-assigned-users',
      config: { auth: { org: 'jobs' } },
      tags,
      operationId: 'listOrganizationJobAssignees',
      summary: 'The owner and the members whose role may work on jobs',
      item: orgTeamMemberView,
      message: 'Team members who work on jobs.',
      list: (o) => t.jobAssignees(o.org),
    });
    // The invited person's side: their pending invitations, and the answer.
    getOwnList(app, {
      url: '/individual/organization-invitations',
      tags,
      operationId: 'listReceivedOrganizationInvitations',
      summary: "Pending invitations to the caller's e-mail",
      item: receivedOrgInvitationView,
      message: 'Pending invitations.',
      list: (me) => t.myInvitations(me),
    });
    app.put(
      '/individual/accept-or-reject-invite',
      {
        config: user,
        schema: {
          tags,
          operationId: 'answerOrganizationInvitation',
          summary: 'Accept or decline an invitation (by id, or by role name)',
          body: acceptInviteBody,
          // 403: accepting needs a verified e-mail; 409: cancelled by the organization or already
          // answered; 410: the invitation expired (INVITATION_TTL_MS).
          response: {
            200: envelope(orgInvitationAnswerView),
            404: errorEnvelope,
            409: errorEnvelope,
            410: errorEnvelope,
          },
        },
      },
      async (req) => reply(await t.respond(caller(req), req.body)),
    );

    const a = s.adminRoles;
    const adminRole = z.object({ role: z.coerce.number().int().positive() });
    app.get(
      '/admin/get-all-permissions',
      {
        config: admin,
        schema: {
          tags: adminTags,
          operationId: 'listAdminPermissions',
          summary: 'The permissions an admin role can hold',
          response: { 200: envelope(z.array(permissionEntryView)) },
        },
      },
      async () => ok('Permissions.', a.permissions()),
    );
    app.get(
      '/admin/my-permissions',
      {
        config: { auth: 'super-admin' },
        schema: {
          tags: adminTags,
          operationId: 'listMyAdminPermissions',
          summary: "The admin area's permissions the signed-in super admin holds (all without a role)",
          response: { 200: envelope(z.array(z.string())) },
        },
      },
      async (req) => ok('Your permissions.', await a.mine(caller(req).userId)),
    );
    app.get(
      '/admin/admin-roles',
      {
        config: admin,
        schema: {
          tags: adminTags,
          operationId: 'listAdminRoles',
          summary: 'Admin roles, by name',
          response: { 200: envelope(z.array(adminRoleView)) },
        },
      },
      async () => ok('Admin roles.', await a.list()),
    );
    app.get(
      '/admin/admin-roles/:role',
      {
        config: admin,
        schema: {
          tags: adminTags,
          operationId: 'getAdminRole',
          summary: 'One admin role',
          params: adminRole,
          response: { 200: envelope(adminRoleView) },
        },
      },
      async (req) => ok('Admin role.', await a.show(req.params.role)),
    );
    app.post(
      '/admin/admin-roles/create',
      {
        config: admin,
        schema: {
          tags: adminTags,
          operationId: 'createAdminRole',
          summary: 'Create an admin role with a set of permissions',
          body: adminRoleBody,
          response: withConflict(adminRoleView),
        },
      },
      async (req) => reply(await a.create(req.body)),
    );
    app.put(
      '/admin/admin-roles/:role/update',
      {
        config: admin,
        schema: {
          tags: adminTags,
          operationId: 'updateAdminRole',
          summary: 'Rename an admin role or change its permissions',
          params: adminRole,
          body: adminRoleBody,
          response: withConflict(adminRoleView),
        },
      },
      async (req) => reply(await a.update(req.params.role, req.body)),
    );
    app.delete(
      '/admin/admin-roles/:role/destroy',
      {
        config: admin,
        schema: {
          tags: adminTags,
          operationId: 'deleteAdminRole',
          summary: 'Delete an admin role',
          params: adminRole,
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await a.destroy(req.params.role)),
    );
    // Assigning and reassigning are one write: the spec names both paths.
    const assignments = [
      {
        url: '/admin/assign-role-user',
        operationId: 'assignAdminRole',
        summary: 'Give a super admin an admin role',
      },
      {
        url: '/admin/update-assign-role-user',
        operationId: 'reassignAdminRole',
        summary: "Change a super admin's admin role",
      },
    ];
    routeTable(app, assignments, {
      method: 'POST',
      config: admin,
      tags: adminTags,
      schema: {
        body: assignRoleBody,
        response: { 200: envelope(adminRoleAssignmentView), 404: errorEnvelope },
      },
      handler: async (req) => reply(await a.assign(req.body.user_id, req.body.role_id)),
    });
  };
