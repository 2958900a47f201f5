import {
  envelope,
  errorEnvelope,
  followedOrganizationsQuery,
  followedOrganizationsView,
  followStateView,
  latestAdvertisementView,
  organizationDashboardQuery,
  organizationDashboardView,
  organizationFollowParams,
  recommendedGroupsView,
  recommendedJobsQuery,
  recommendedJobsView,
  recommendedListQuery,
  recommendedOwnerParams,
  recommendedServicesView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refused } from '../../kit/responses';
import { ok } from '../../lib/http';
import { caller, orgOf } from '../../plugins/auth';
import type { DashboardService } from './dashboard.service';
import type { FollowsService } from './follows.service';
import type { RecommendationsService, RecommendedServiceKind } from './recommendations.service';

const tags = ['recommendations'];

const SERVICE_KINDS: { kind: RecommendedServiceKind; noun: string; id: string }[] = [
  { kind: 'service-post', noun: 'Service posts', id: 'ServicePosts' },
  { kind: 'service-gallery', noun: 'Service galleries', id: 'ServiceGalleries' },
];

/**
 * The spec's recommendation calls, following organizations, and the organization dashboard's hiring
 * numbers. Slug-less calls answer anyone ('optional'); the rest are the caller's own.
 */
export const recommendationsRoutes =
  (s: {
    recommendations: RecommendationsService;
    follows: FollowsService;
    dashboard: DashboardService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const rec = s.recommendations;
    app.get(
      '/individual/recommended-jobs',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'listMyRecommendedJobs',
          summary:
            'Open jobs for the caller, licensed-for first (verified, unexpired license of the type and state), then specialty, place, pay and recency, each with its reasons; licensed_for=1 keeps only licensed-for jobs',
          querystring: recommendedJobsQuery,
          response: { 200: envelope(recommendedJobsView) },
        },
      },
      async (req) => ok('Recommended jobs.', await rec.jobsFor(caller(req).userId, req.query)),
    );
    app.get(
      '/recommended-jobs',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'listRecommendedJobs',
          summary: 'Recommended open jobs: ranked for a signed-in individual, the newest for anyone else',
          querystring: recommendedJobsQuery,
          response: { 200: envelope(recommendedJobsView) },
        },
      },
      async (req) => ok('Recommended jobs.', await rec.jobs(req.auth ?? null, req.query)),
    );
    for (const k of SERVICE_KINDS) {
      app.get(
        `/recommended-${k.kind}`,
        {
          config: { auth: 'optional' },
          schema: {
            tags,
            operationId: `listRecommended${k.id}`,
            summary: `${k.noun} to look at: by a signed-in individual's categories and city, then featured and most viewed`,
            querystring: recommendedListQuery,
            response: { 200: envelope(recommendedServicesView) },
          },
        },
        async (req) =>
          ok(
            `Recommended ${k.noun.toLowerCase()}.`,
            await rec.publicServices(k.kind, req.auth ?? null, req.query),
          ),
      );
      app.get(
        `/:role/:slug/recommended/${k.kind}`,
        {
          config: { auth: 'user' },
          schema: {
            tags,
            operationId: `listOwnRecommended${k.id}`,
            summary: `${k.noun} for the caller's own profile or an organization they are in (its categories), never its own`,
            params: recommendedOwnerParams,
            querystring: recommendedListQuery,
            response: { 200: envelope(recommendedServicesView), ...refused },
          },
        },
        async (req) => {
          const who = await rec.audienceFor(caller(req), req.params);
          return ok(`Recommended ${k.noun.toLowerCase()}.`, await rec.services(k.kind, who, req.query));
        },
      );
    }
    app.get(
      '/groups/recommended-groups',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'listMyRecommendedGroups',
          summary:
            'Public groups the caller is not in, by how many of their connections are members, then specialty or place, then size',
          querystring: recommendedListQuery,
          response: { 200: envelope(recommendedGroupsView) },
        },
      },
      async (req) => ok('Recommended groups.', await rec.groups(caller(req), req.query)),
    );
    app.get(
      '/recommended-groups',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'listRecommendedGroups',
          summary:
            'The largest public groups (ranked for a signed-in individual as groups/recommended-groups)',
          querystring: recommendedListQuery,
          response: { 200: envelope(recommendedGroupsView) },
        },
      },
      async (req) => ok('Recommended groups.', await rec.groups(req.auth ?? null, req.query)),
    );
    app.get(
      '/individual/latest-advertisement',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'showLatestAdvertisement',
          summary:
            'A running ad (promoted, approved, in its dates, under budget) for the dashboard, served in the ads rotation; null if none',
          response: { 200: envelope(latestAdvertisementView) },
        },
      },
      async (req) => ok('Latest advertisement.', await rec.latestAdvertisement(caller(req))),
    );
    app.get(
      '/individual/followed-organizations',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'listFollowedOrganizations',
          summary:
            'Organizations the caller follows, newest follow first, with logo, city and open jobs count',
          querystring: followedOrganizationsQuery,
          response: { 200: envelope(followedOrganizationsView) },
        },
      },
      async (req) => ok('Followed organizations.', await s.follows.followed(caller(req), req.query)),
    );
    app.get(
      '/organization/:slug/follow',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'showOrganizationFollow',
          summary: "An organization's follower count and whether the caller follows it",
          params: organizationFollowParams,
          response: { 200: envelope(followStateView), 404: errorEnvelope },
        },
      },
      async (req) => ok('Follow state.', await s.follows.state(req.params.slug, req.auth ?? null)),
    );
    const followMoves = [
      {
        method: 'POST',
        operationId: 'followOrganization',
        summary: 'Follow an organization (individuals; following again changes nothing)',
        message: 'You follow this organization.',
        move: 'follow',
      },
      {
        method: 'DELETE',
        operationId: 'unfollowOrganization',
        summary: 'Stop following an organization (not following already: changes nothing)',
        message: 'You no longer follow this organization.',
        move: 'unfollow',
      },
    ] as const;
    for (const { method, operationId, summary, message, move } of followMoves) {
      app.route({
        method,
        url: '/organization/:slug/follow',
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId,
          summary,
          params: organizationFollowParams,
          response: { 200: envelope(followStateView), ...refused },
        },
        handler: async (req) => ok(message, await s.follows[move](req.params.slug, caller(req))),
      });
    }
    app.get(
      '/organization/:slug/dashboard',
      {
        config: { auth: { org: 'applicants' } },
        schema: {
          tags,
          operationId: 'showOrganizationDashboard',
          summary:
            "The organization dashboard's hiring cards: open jobs with applicant counts, applications of the last 7 days, interviews today (in tz)",
          params: organizationFollowParams,
          querystring: organizationDashboardQuery,
          response: { 200: envelope(organizationDashboardView), ...refused },
        },
      },
      async (req) => ok('Dashboard.', await s.dashboard.organization(orgOf(req), req.query)),
    );
  };
