import {
  adminDashboardView,
  adminGroupsQuery,
  adminGroupView,
  adminJobsQuery,
  adminJobView,
  adminPaymentSummaryQuery,
  adminPaymentSummaryView,
  adminPaymentsQuery,
  adminPaymentView,
  adminServicesQuery,
  adminServiceView,
  adminUsersQuery,
  adminUserView,
  envelope,
  page,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { adminHolds } from '../../plugins/auth';
import type { AdminPaymentsService } from '../billing/admin-payments.service';
import type { AdminListsService } from './lists.service';

const tags = ['admin'];
const SERVICE_LISTS = [
  { path: 'service-post', kind: 'post', op: 'listAdminServicePosts', what: 'Service posts' },
  { path: 'service-request', kind: 'request', op: 'listAdminServiceRequests', what: 'Service requests' },
  { path: 'service-gallery', kind: 'gallery', op: 'listAdminServiceGalleries', what: 'Service galleries' },
] as const;

/** The admin console's read calls (spec §7 Admin): dashboard, lists and payments. */
export const adminListRoutes =
  (s: {
    lists: AdminListsService;
    payments: Pick<AdminPaymentsService, 'received' | 'summary'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/dashboard',
      {
        config: { auth: { admin: 'dashboard' } },
        schema: {
          tags,
          operationId: 'getAdminDashboard',
          summary:
            'The operator’s figures: users, organizations by approval, jobs, applications, revenue this month (null without the payments permission), open reports',
          response: { 200: envelope(adminDashboardView) },
        },
      },
      async (req) => ok('Dashboard.', await s.lists.dashboard(adminHolds(req, 'payments'))),
    );
    app.get(
      '/admin/jobs/list',
      {
        config: { auth: { admin: 'jobs' } },
        schema: {
          tags,
          operationId: 'listAdminJobs',
          summary: 'Every job, newest first, by title, status, organization and creation date',
          querystring: adminJobsQuery,
          response: { 200: envelope(page(adminJobView)) },
        },
      },
      async (req) => ok('Jobs.', await s.lists.jobs(req.query)),
    );
    app.get(
      '/admin/community-group/list',
      {
        config: { auth: { admin: 'groups' } },
        schema: {
          tags,
          operationId: 'listAdminGroups',
          summary:
            'Every community group, newest first, by name, privacy and creation date (deleted=1: removed ones)',
          querystring: adminGroupsQuery,
          response: { 200: envelope(page(adminGroupView)) },
        },
      },
      async (req) => ok('Groups.', await s.lists.groups(req.query)),
    );
    for (const l of SERVICE_LISTS)
      app.get(
        `/admin/${l.path}/list`,
        {
          config: { auth: { admin: 'services' } },
          schema: {
            tags,
            operationId: l.op,
            summary: `${l.what}, newest first, by title, status, owner type, draft and creation date`,
            querystring: adminServicesQuery,
            response: { 200: envelope(page(adminServiceView)) },
          },
        },
        async (req) => ok(`${l.what}.`, await s.lists.services(l.kind, req.query)),
      );
    app.get(
      '/admin/user/list',
      {
        config: { auth: { admin: 'users' } },
        schema: {
          tags,
          operationId: 'listAdminUsers',
          summary:
            'Every account, newest first, by name or e-mail, role, status, card switch and sign-up date',
          querystring: adminUsersQuery,
          response: { 200: envelope(page(adminUserView)) },
        },
      },
      async (req) => ok('Users.', await s.lists.users(req.query)),
    );
    app.get(
      '/admin/receive-payment',
      {
        config: { auth: { admin: 'payments' } },
        schema: {
          tags,
          operationId: 'listAdminPayments',
          summary: 'Card payments received (or of another status), newest first, with the payer',
          querystring: adminPaymentsQuery,
          response: { 200: envelope(page(adminPaymentView)) },
        },
      },
      async (req) => ok('Payments.', await s.payments.received(req.query)),
    );
    app.get(
      '/admin/payment-summary',
      {
        config: { auth: { admin: 'payments' } },
        schema: {
          tags,
          operationId: 'getAdminPaymentSummary',
          summary:
            'Money received over a range (default this month): totals, by purpose, per day, tokens spent',
          querystring: adminPaymentSummaryQuery,
          response: { 200: envelope(adminPaymentSummaryView) },
        },
      },
      async (req) => ok('Payment summary.', await s.payments.summary(req.query)),
    );
  };
