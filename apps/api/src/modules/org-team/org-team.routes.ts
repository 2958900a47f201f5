import {
  acceptInviteBody,
  adminRoleBody,
  assignRoleBody,
  idParams,
  inviteBody,
  memberUpdateBody,
  roleBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['org-team'];
const slugParams = z.object({ slug: z.string().min(1).max(140) });
const roleParams = z.object({ slug: z.string().min(1).max(140), role: z.coerce.number().int().positive() });
const user = { auth: 'user' as const };
const admin = { auth: 'super-admin' as const };

export const orgTeamRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const t = s.orgTeam;
    app.get('/permissions', { config: user, schema: { tags } }, async () =>
      ok('Permissions.', t.permissions()),
    );
    app.get('/:slug/roles', { config: user, schema: { tags, params: slugParams } }, async (req) =>
      ok('Roles.', await t.roles(req.params.slug, caller(req).userId)),
    );
    app.get('/:slug/roles/:role', { config: user, schema: { tags, params: roleParams } }, async (req) =>
      ok('Role.', await t.role(req.params.slug, caller(req).userId, req.params.role)),
    );
    app.post(
      '/:slug/roles/create',
      { config: user, schema: { tags, params: slugParams, body: roleBody } },
      async (req) => reply(await t.createRole(req.params.slug, caller(req).userId, req.body)),
    );
    app.put(
      '/:slug/roles/:role/update',
      { config: user, schema: { tags, params: roleParams, body: roleBody } },
      async (req) =>
        reply(await t.updateRole(req.params.slug, caller(req).userId, req.params.role, req.body)),
    );
    app.delete(
      '/:slug/roles/:role/destroy',
      { config: user, schema: { tags, params: roleParams } },
      async (req) => reply(await t.deleteRole(req.params.slug, caller(req).userId, req.params.role)),
    );

    app.get(
      '/organization/:slug/users',
      { config: user, schema: { tags, params: slugParams } },
      async (req) => ok('Team members.', await t.members(req.params.slug, caller(req).userId)),
    );
    app.get(
      '/organization/:slug/users/invities-list',
      { config: user, schema: { tags, params: slugParams } },
      async (req) => ok('Pending invitations.', await t.invitations(req.params.slug, caller(req).userId)),
    );
    app.post(
      '/organization/users/send-invite',
      { config: user, schema: { tags, body: inviteBody } },
      async (req) => reply(await t.invite(caller(req), req.body)),
    );
    app.delete(
      '/organization/:slug/user-invitation/:id/delete',
      {
        config: user,
        schema: { tags, params: slugParams.extend({ id: z.coerce.number().int().positive() }) },
      },
      async (req) => reply(await t.cancelInvitation(req.params.slug, caller(req).userId, req.params.id)),
    );
    app.delete(
      '/organization/users/:id/delete',
      { config: user, schema: { tags, params: idParams } },
      async (req) => reply(await t.removeMember(req.params.id, caller(req).userId)),
    );
    app.put(
      '/organization/users/:id/update',
      { config: user, schema: { tags, params: idParams, body: memberUpdateBody } },
      async (req) => reply(await t.updateMember(req.params.id, caller(req).userId, req.body.role_id)),
    );
    app.get(
      '/organization/:slug/job/job-role-assigned-users',
      { config: user, schema: { tags, params: slugParams } },
      async (req) =>
        ok('Team members who work on jobs.', await t.jobAssignees(req.params.slug, caller(req).userId)),
    );
    // The invited person's side: their pending invitations, and the answer.
    app.get('/individual/organization-invitations', { config: user, schema: { tags } }, async (req) =>
      ok('Pending invitations.', await t.myInvitations(caller(req))),
    );
    app.put(
      '/individual/accept-or-reject-invite',
      { config: user, schema: { tags, body: acceptInviteBody } },
      async (req) => reply(await t.respond(caller(req), req.body)),
    );

    const a = s.adminRoles;
    const adminRole = z.object({ role: z.coerce.number().int().positive() });
    app.get('/admin/get-all-permissions', { config: admin, schema: { tags } }, async () =>
      ok('Permissions.', a.permissions()),
    );
    app.get('/admin/admin-roles', { config: admin, schema: { tags } }, async () =>
      ok('Admin roles.', await a.list()),
    );
    app.get('/admin/admin-roles/:role', { config: admin, schema: { tags, params: adminRole } }, async (req) =>
      ok('Admin role.', await a.show(req.params.role)),
    );
    app.post(
      '/admin/admin-roles/create',
      { config: admin, schema: { tags, body: adminRoleBody } },
      async (req) => reply(await a.create(req.body)),
    );
    app.put(
      '/admin/admin-roles/:role/update',
      { config: admin, schema: { tags, params: adminRole, body: adminRoleBody } },
      async (req) => reply(await a.update(req.params.role, req.body)),
    );
    app.delete(
      '/admin/admin-roles/:role/destroy',
      { config: admin, schema: { tags, params: adminRole } },
      async (req) => reply(await a.destroy(req.params.role)),
    );
    app.post(
      '/admin/assign-role-user',
      { config: admin, schema: { tags, body: assignRoleBody } },
      async (req) => reply(await a.assign(req.body.user_id, req.body.role_id)),
    );
    app.post(
      '/admin/update-assign-role-user',
      { config: admin, schema: { tags, body: assignRoleBody } },
      async (req) => reply(await a.assign(req.body.user_id, req.body.role_id)),
    );
  };
