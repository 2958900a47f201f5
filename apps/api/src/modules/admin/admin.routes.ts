import {
  adminOrganizationsQuery,
  adminOrganizationView,
  approvalStatusBody,
  envelope,
  licenseVerificationView,
  organizationSlugParams,
  page,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { LicenseVerificationService } from '../individual-profile/license-verification.service';
import type { AdminService } from './admin.service';

const tags = ['admin'];

export const adminRoutes =
  (s: {
    admin: AdminService;
    licenseVerification: Pick<LicenseVerificationService, 'set'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/organizations/list',
      {
        config: { auth: { admin: 'organizations' } },
        schema: {
          tags,
          operationId: 'listAdminOrganizations',
          summary:
            'Every organization for review, pending approval first, filtered by approval status or name',
          querystring: adminOrganizationsQuery,
          response: { 200: envelope(page(adminOrganizationView)) },
        },
      },
      async (req) => ok('Organizations.', await s.admin.listOrganizations(req.query)),
    );
    app.put(
      '/admin/organizations/:slug/approval-status',
      {
        config: { auth: { admin: 'organizations' } },
        schema: {
          tags,
          operationId: 'setOrganizationApprovalStatus',
          summary: 'Approve an organization, or reject it with a comment its owner receives by e-mail',
          params: organizationSlugParams,
          body: approvalStatusBody,
          response: { 200: envelope(adminOrganizationView) },
        },
      },
      async (req) => reply(await s.admin.decide(caller(req).userId, req.params.slug, req.body)),
    );
    app.put(
      '/admin/license/:id/verification',
      {
        config: { auth: { admin: 'users' } },
        schema: {
          tags,
          operationId: 'setLicenseVerification',
          summary: 'Record the outcome of checking a license with its issuing board',
          params: z.object({
            id: z.coerce
              .number()
              .int()
              .positive()
              .max(2 ** 53 - 1),
          }),
          body: z.object({ status: z.enum(['pending', 'verified', 'unverified']) }),
          response: { 200: envelope(licenseVerificationView) },
        },
      },
      async (req) => reply(await s.licenseVerification.set(req.params.id, req.body.status)),
    );
  };
