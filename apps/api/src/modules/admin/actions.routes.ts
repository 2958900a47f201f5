import {
  adminReasonBody,
  adminRemovalView,
  adminSlugParams,
  adminUserView,
  envelope,
  errorEnvelope,
  liftSuspensionBody,
  userCardBody,
} from '@hctl/contracts';
import type { AdminPermission } from '@hctl/contracts/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { ContentKind, ContentRemovalService } from './content.service';
import type { AdminUsersService } from './users.service';

const tags = ['admin'];

/** The spec's delete calls (POST for groups and services, DELETE for the rest, as written). */
const REMOVALS: {
  method: 'POST' | 'DELETE';
  url: string;
  kind: ContentKind;
  permission: AdminPermission;
  op: string;
  what: string;
}[] = [
  {
    method: 'POST',
    url: '/admin/community-group/:slug/delete',
    kind: 'group',
    permission: 'groups',
    op: 'deleteAdminGroup',
    what: 'Group',
  },
  {
    method: 'POST',
    url: '/admin/service-post/:slug/delete',
    kind: 'service_post',
    permission: 'services',
    op: 'deleteAdminServicePost',
    what: 'Service post',
  },
  {
    method: 'POST',
    url: '/admin/service-request/:slug/delete',
    kind: 'service_request',
    permission: 'services',
    op: 'deleteAdminServiceRequest',
    what: 'Service request',
  },
  {
    method: 'POST',
    url: '/admin/service-gallery/:slug/delete',
    kind: 'service_gallery',
    permission: 'services',
    op: 'deleteAdminServiceGallery',
    what: 'Service gallery',
  },
  {
    method: 'DELETE',
    url: '/admin/organizations/:slug/delete',
    kind: 'organization',
    permission: 'organizations',
    op: 'deleteAdminOrganization',
    what: 'Organization',
  },
  {
    method: 'DELETE',
    url: '/admin/job/:slug/delete',
    kind: 'job',
    permission: 'jobs',
    op: 'deleteAdminJob',
    what: 'Job',
  },
  {
    method: 'DELETE',
    url: '/admin/user/:slug/delete',
    kind: 'user',
    permission: 'users',
    op: 'deleteAdminUser',
    what: 'Account',
  },
];

/**
 * The admin console's changes: removals (each with a reason its owner reads), the card switch and
 * lifting a suspension.
 */
export const adminActionRoutes =
  (s: { content: ContentRemovalService; users: AdminUsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const r of REMOVALS)
      app.route({
        method: r.method,
        url: r.url,
        config: { auth: { admin: r.permission } },
        schema: {
          tags,
          operationId: r.op,
          summary: `Remove a ${r.what.toLowerCase()} with a reason its owner is told; soft where other people’s data depends on it`,
          params: adminSlugParams,
          body: adminReasonBody,
          response: { 200: envelope(adminRemovalView) },
        },
        handler: async (req) => {
          const { slug } = req.params as { slug: string };
          const { reason } = req.body as { reason: string };
          const done = await s.content.remove(r.kind, slug, { adminUserId: caller(req).userId, reason });
          const { removed } = done;
          return ok(
            removed.mode === 'soft'
              ? `${r.what} "${removed.title}" has been removed and hidden; its records are kept.`
              : `${r.what} "${removed.title}" has been deleted.`,
            { kind: r.kind, slug: removed.key, mode: removed.mode, audit_id: done.auditId },
          );
        },
      });
    app.put(
      '/admin/user/:slug/card',
      {
        config: { auth: { admin: 'users' } },
        schema: {
          tags,
          operationId: 'setAdminUserCard',
          summary: 'Allow or stop card payments for an account (tokens still work)',
          params: adminSlugParams,
          body: userCardBody,
          response: { 200: envelope(adminUserView) },
        },
      },
      async (req) => reply(await s.users.setCard(caller(req).userId, req.params.slug, req.body)),
    );
    app.put(
      '/admin/user/:slug/unsuspend',
      {
        config: { auth: { admin: 'users' } },
        schema: {
          tags,
          operationId: 'liftAdminUserSuspension',
          summary:
            'Lift a moderator’s suspension of an account with a reason (audit log); the person is told and can sign in again; 409 when not suspended (not in the spec)',
          params: adminSlugParams,
          body: liftSuspensionBody,
          response: {
            200: envelope(adminUserView),
            404: errorEnvelope,
            409: errorEnvelope,
            422: errorEnvelope,
          },
        },
      },
      async (req) =>
        reply(await s.users.liftSuspension(caller(req).userId, req.params.slug, req.body.reason)),
    );
  };
