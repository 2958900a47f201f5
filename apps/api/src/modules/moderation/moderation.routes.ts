import {
  abuseReportActionBody,
  abuseReportActionParams,
  abuseReportBody,
  abuseReportGroupDetailView,
  abuseReportGroupParams,
  abuseReportGroupView,
  abuseReportListParams,
  abuseReportListQuery,
  abuseReportParams,
  envelope,
  errorEnvelope,
  MODERATION_KINDS,
  type ModerationKind,
  messageOnly,
  moderationActionBody,
  moderationItemView,
  moderationQueueQuery,
  myAbuseReportsParams,
  myAbuseReportsQuery,
  myAbuseReportView,
  page,
} from '@hctl/contracts';
import type { AdminPermission } from '@hctl/contracts/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refused } from '../../kit/responses';
import { ok, reply } from '../../lib/http';
import { adminHolds, caller } from '../../plugins/auth';
import type { ModerationQueueService } from './queue.service';
import type { AbuseReportsService } from './reports.service';

const tags = ['moderation'];
/** Each queue kind is decided under the admin permission of what it is about. */
const KIND_PERMISSION: Record<ModerationKind, AdminPermission> = {
  organization: 'organizations',
  license: 'users',
  report: 'reports',
  ad: 'ads',
  review: 'reports',
};
const upperFirst = (s: string) => s[0].toUpperCase() + s.slice(1);

/** Spec §7 Admin, "abuse reports", and the moderation queue (issue 21; not in the spec). */
export const moderationRoutes =
  (s: { reports: AbuseReportsService; queue: ModerationQueueService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/:userType/:slug/report/:type',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'createAbuseReport',
          summary:
            'Report a user, organization, job, service, gallery, group, post or ad (target, reason, details) as yourself or an organization you are in; one open report per target',
          params: abuseReportParams,
          body: abuseReportBody,
          response: {
            200: envelope(myAbuseReportView),
            ...refused,
            409: errorEnvelope,
            422: errorEnvelope,
            429: errorEnvelope,
          },
        },
      },
      async (req) => {
        const { userType, slug, type } = req.params;
        return reply(await s.reports.report(caller(req), { userType, slug }, type, req.body));
      },
    );
    app.get(
      '/:type/:slug/report',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'listMyAbuseReports',
          summary:
            'The reports you filed (an organization: those filed for it), newest first, each with its outcome once decided',
          params: myAbuseReportsParams,
          querystring: myAbuseReportsQuery,
          response: { 200: envelope(page(myAbuseReportView)), ...refused },
        },
      },
      async (req) =>
        ok('Your reports.', await s.reports.mine(caller(req), req.params.type, req.params.slug, req.query)),
    );
    app.get(
      '/admin/:type/report-list',
      {
        config: { auth: { admin: 'reports' } },
        schema: {
          tags,
          operationId: 'listAbuseReportGroups',
          summary:
            'Reported targets of a type (or all), one item per target with its reports grouped; open ones by priority (count and recency)',
          params: abuseReportListParams,
          querystring: abuseReportListQuery,
          response: { 200: envelope(page(abuseReportGroupView)) },
        },
      },
      async (req) => ok('Reports.', await s.reports.groups(req.params.type, req.query)),
    );
    app.get(
      '/admin/:type/report-list/:uid',
      {
        config: { auth: { admin: 'reports' } },
        schema: {
          tags,
          operationId: 'showAbuseReportGroup',
          summary: 'One reported target: its context, every report about it and its audit history',
          params: abuseReportGroupParams,
          response: { 200: envelope(abuseReportGroupDetailView), 404: errorEnvelope },
        },
      },
      async (req) => ok('Report.', await s.reports.group(req.params.type, req.params.uid)),
    );
    app.post(
      '/admin/:reportId/action',
      {
        config: { auth: { admin: 'reports' } },
        schema: {
          tags,
          operationId: 'actOnAbuseReport',
          summary:
            'Dismiss, reject (reason), remove the content for good (`hide`, reason) or suspend its owner (reason) for a report or its group; reporters and owner are told',
          params: abuseReportActionParams,
          body: abuseReportActionBody,
          response: {
            200: envelope(abuseReportGroupDetailView),
            404: errorEnvelope,
            409: errorEnvelope,
            422: errorEnvelope,
          },
        },
      },
      async (req) => reply(await s.reports.act(caller(req), req.params.reportId, req.body)),
    );
    app.get(
      '/admin/moderation-queue',
      {
        config: { auth: { admin: 'reports' } },
        schema: {
          tags,
          operationId: 'listModerationQueue',
          summary:
            'One queue of organization approvals, license verifications, report groups, pending ads and review objections (kind, status), with actions and audit (not in the spec)',
          querystring: moderationQueueQuery,
          response: { 200: envelope(page(moderationItemView)) },
        },
      },
      async (req) =>
        ok(
          'Moderation queue.',
          await s.queue.list(req.query, (kind) => adminHolds(req, KIND_PERMISSION[kind])),
        ),
    );
    // One route per kind, so each is authorized by the admin permission of what it decides.
    for (const kind of MODERATION_KINDS)
      app.post(
        `/admin/moderation-queue/${kind}/:key/action`,
        {
          config: { auth: { admin: KIND_PERMISSION[kind] } },
          schema: {
            tags,
            operationId: `actOnModeration${upperFirst(kind)}`,
            summary: `Decide a queued ${kind} (approve, reject with reason, remove the content (hide), suspend or dismiss, as it allows) through its owning module (not in the spec)`,
            params: z.object({ key: z.string().min(1).max(191) }),
            body: moderationActionBody,
            response: { 200: messageOnly, ...refused, 409: errorEnvelope, 422: errorEnvelope },
          },
        },
        async (req) => reply(await s.queue.act(caller(req), kind, req.params.key, req.body)),
      );
  };
