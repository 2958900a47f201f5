import {
  analyticsRangeQuery,
  analyticsReportView,
  analyticsSlugParams,
  envelope,
  jobFunnelReportView,
  profileViewsReportView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { caller, orgOf } from '../../plugins/auth';
import type { AnalyticsService, ReportName } from './analytics.service';

const tags = ['analytics'];
const range = 'over a range of days (default the last 30), per day or hour, with the previous period';

/** `analytics/{slug}/…` reports: the caller's own individual slug, or an organization with the analytics permission. */
const SLUG_REPORTS: [path: string, name: ReportName, operationId: string, summary: string][] = [
  ['services', 'services', 'getServicesAnalytics', 'Service views and quote requests'],
  ['serviceGallery', 'galleries', 'getServiceGalleryAnalytics', 'Service gallery views and quote requests'],
  ['jobs', 'jobs', 'getJobsAnalytics', 'Job views, applications and interviews'],
  ['advertisements', 'ads', 'getAdvertisementsAnalytics', 'Ad impressions, clicks and spend'],
];

/** Slug-less reports: the calling individual's own. */
const OWN_REPORTS: [path: string, name: ReportName, operationId: string, summary: string][] = [
  ['services', 'services', 'getOwnServicesAnalytics', "The caller's service views and quote requests"],
  ['jobs', 'jobs', 'getOwnJobsAnalytics', "The caller's job views, applications and interviews"],
  ['documents', 'documents', 'getOwnDocumentsAnalytics', "Views and downloads of the caller's documents"],
];

export const analyticsRoutes =
  (s: { analytics: AnalyticsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const a = s.analytics;
    app.get(
      '/individual/analytics',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'getIndividualAnalytics',
          summary: `The caller's profile views, service views, quote requests, documents, referrals and ads ${range}`,
          querystring: analyticsRangeQuery,
          response: { 200: envelope(analyticsReportView) },
        },
      },
      async (req) => ok('Analytics.', await a.report(a.own(caller(req)), 'overview', req.query)),
    );
    app.get(
      '/organization/:slug/job/analytics',
      {
        config: { auth: { org: 'analytics' } },
        schema: {
          tags,
          operationId: 'getOrganizationJobAnalytics',
          summary: `Views → applications → interviews per job of the organization ${range}`,
          params: analyticsSlugParams,
          querystring: analyticsRangeQuery,
          response: { 200: envelope(jobFunnelReportView) },
        },
      },
      async (req) => ok('Job analytics.', await a.jobFunnel(orgOf(req).org.id, req.query)),
    );
    app.get(
      '/analytics/:slug/total-profile-views',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'getProfileViewsAnalytics',
          summary: `Profile views and the latest viewers of an individual (own slug) or organization ${range}`,
          params: analyticsSlugParams,
          querystring: analyticsRangeQuery,
          response: { 200: envelope(profileViewsReportView) },
        },
      },
      async (req) =>
        ok('Profile views.', await a.profileViews(await a.bySlug(caller(req), req.params.slug), req.query)),
    );
    app.get(
      '/analytics/total-profile-views',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'getOwnProfileViewsAnalytics',
          summary: `The caller's profile views and latest viewers ${range}`,
          querystring: analyticsRangeQuery,
          response: { 200: envelope(profileViewsReportView) },
        },
      },
      async (req) => ok('Profile views.', await a.profileViews(a.own(caller(req)), req.query)),
    );
    for (const [path, name, operationId, summary] of SLUG_REPORTS) {
      app.get(
        `/analytics/:slug/${path}`,
        {
          config: { auth: 'user' },
          schema: {
            tags,
            operationId,
            summary: `${summary} of an individual (own slug) or organization ${range}`,
            params: analyticsSlugParams,
            querystring: analyticsRangeQuery,
            response: { 200: envelope(analyticsReportView) },
          },
        },
        async (req) =>
          ok('Analytics.', await a.report(await a.bySlug(caller(req), req.params.slug), name, req.query)),
      );
    }
    for (const [path, name, operationId, summary] of OWN_REPORTS) {
      app.get(
        `/analytics/${path}`,
        {
          config: { auth: 'individual' },
          schema: {
            tags,
            operationId,
            summary: `${summary} ${range}`,
            querystring: analyticsRangeQuery,
            response: { 200: envelope(analyticsReportView) },
          },
        },
        async (req) => ok('Analytics.', await a.report(a.own(caller(req)), name, req.query)),
      );
    }
  };
