import {
  archiveBody,
  assignedOrganizationView,
  envelope,
  organizationDetailView,
  organizationListQuery,
  organizationSlugParams,
  organizationSummary,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOwnList } from '../../kit/list-routes';
import { ok, reply } from '../../lib/http';
import { caller, orgOf } from '../../plugins/auth';
import type { OrganizationsService } from './organizations.service';

const tags = ['organizations'];

export const organizationsRoutes =
  (s: { organizations: OrganizationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const o = s.organizations;
    app.get(
      '/organization/list',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'listOrganizations',
          summary: 'Organizations the caller owns or belongs to, by name',
          querystring: organizationListQuery,
          response: { 200: envelope(z.array(organizationSummary)) },
        },
      },
      async (req) =>
        ok('Organizations.', await o.list(caller(req).userId, req.query.filter, req.query.search)),
    );
    app.get(
      '/organization/:slug/show',
      {
        config: { auth: { org: 'member' } },
        schema: {
          tags,
          operationId: 'showOrganization',
          summary: 'An organization with the permissions the caller holds in it',
          params: organizationSlugParams,
          response: { 200: envelope(organizationDetailView) },
        },
      },
      async (req) => ok('Organization.', o.show(orgOf(req), caller(req).userId)),
    );
    getOwnList(app, {
      url: '/show-assigned-organization',
      tags,
      operationId: 'listAssignedOrganizations',
      summary: "Active organizations the caller is a team member of, with the caller's role",
      item: assignedOrganizationView,
      message: 'Assigned organizations.',
      list: (me) => o.assigned(me.userId),
    });
    // Spec lists both organization/{id}/archive and organization/{slug}/archive: one route takes either.
    // No `:slug`, and members get 404 rather than 403 here: the service checks ownership itself.
    app.put(
      '/organization/:ref/archive',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'archiveOrganization',
          summary: 'Archive or restore an organization the caller owns (by id or slug)',
          params: z.object({ ref: z.string().min(1).max(140) }),
          body: archiveBody.optional(),
          response: { 200: envelope(organizationSummary) },
        },
      },
      async (req) => reply(await o.archive(req.params.ref, caller(req).userId, req.body?.is_archived)),
    );
  };
