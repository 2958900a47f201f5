import {
  envelope,
  errorEnvelope,
  REPORT_COLUMNS,
  REPORT_KINDS,
  REPORT_STATUSES,
  type ReportKind,
  reportDownloadQuery,
  reportExportParams,
  reportExportView,
  reportQuery,
  reportView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { binaryResponse } from '../../plugins/responses';
import type { ReportsService } from './reports.service';

const tags = ['reports'];
const admin = { auth: { admin: 'reports' as const } };

const TITLES: Record<ReportKind, string> = {
  user: 'users (signups)',
  'group-community': 'community groups',
  organization: 'organizations',
  jobs: 'jobs',
  'service-gallery': 'service galleries',
  flexlink: 'offers accepted as flexlink offers',
  advertisment: 'advertisements with budget and spend',
  budget: 'payments received (ad budgets, promotions, plans, offers, tokens)',
};
const pascal = (s: string) => s.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The spec's eight `admin/report/{report}` paths, one route each (each has its columns and statuses). */
export const reportsRoutes =
  (s: { reports: ReportsService }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const report of REPORT_KINDS) {
      app.get(
        `/admin/report/${report}`,
        {
          config: admin,
          schema: {
            tags,
            operationId: `adminReport${pascal(report)}`,
            summary: `Report of ${TITLES[report]}: filtered page, weekly trend; export=excel|csv starts an export (202)`,
            querystring: reportQuery(REPORT_STATUSES[report]),
            response: {
              200: envelope(reportView(REPORT_COLUMNS[report])),
              202: envelope(reportExportView),
              403: errorEnvelope,
            },
          },
        },
        async (req, res) => {
          if (req.query.export) {
            res.code(202);
            return reply(await s.reports.requestExport(report, req.query, caller(req)));
          }
          return ok('Report.', await s.reports.page(report, req.query));
        },
      );
    }
    app.get(
      '/admin/report/exports/:id',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'adminReportExportStatus',
          summary:
            "An export of the caller's: status, progress in percent, and a signed download link when done",
          params: reportExportParams,
          response: { 200: envelope(reportExportView), 404: errorEnvelope },
        },
      },
      async (req) => reply(await s.reports.status(req.params.id, caller(req))),
    );
    app.get(
      '/admin/report/exports/:id/download',
      {
        // The signed link is the credential: a browser's download sends no bearer token.
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'downloadAdminReportExport',
          summary: 'The exported file, through the signed link of the status call (valid for a day)',
          params: reportExportParams,
          querystring: reportDownloadQuery,
          response: {
            200: binaryResponse('The Excel workbook or CSV file'),
            403: errorEnvelope,
            404: errorEnvelope,
            410: errorEnvelope,
          },
        },
      },
      async (req, res) => {
        const file = await s.reports.download(req.params.id, req.query);
        return res.headers(file.headers).send(file.data);
      },
    );
  };
