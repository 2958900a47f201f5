import {
  envelope,
  errorEnvelope,
  NETWORK_PER_PAGE,
  networkPersonView,
  page,
  publicRecommendationListView,
  RECOMMENDATION_VIDEO_MAX_BYTES,
  RECOMMENDATION_VIDEO_TYPES,
  recommendationInvitationsBody,
  recommendationInvitationsView,
  recommendationLinkingBody,
  recommendationListQuery,
  recommendationListView,
  recommendationSlugParams,
  recommendationUidParams,
  recommendationView,
  suggestedQuery,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refused } from '../../kit/responses';
import { routeTable } from '../../kit/route-table';
import { notFound } from '../../lib/errors';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { readUploads } from '../../plugins/uploads';
import { auth, tags } from './network.routes';
import type { PostingForm, RecommendationsService } from './recommendations.service';

/** `individual/{slug}/recommendation/…` is the caller's own; another slug is answered as not found. */
function me(req: FastifyRequest) {
  const a = caller(req);
  if ((req.params as { slug?: string }).slug !== a.slug) throw notFound('Recommendations not found.');
  return a;
}

/** posting: JSON, or multipart with the video under `recommended_video` (checked by its bytes). */
async function readPosting(req: FastifyRequest): Promise<PostingForm> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as Record<string, unknown>, video: null };
  const { files, fields } = await readUploads(req, {
    recommended_video: { accept: [...RECOMMENDATION_VIDEO_TYPES], maxBytes: RECOMMENDATION_VIDEO_MAX_BYTES },
  });
  return { fields, video: files.recommended_video ?? null };
}

/** Peer recommendations (spec "Network", sub-heading Recommendations) and their public list. */
export const recommendationsRoutes =
  (s: { recommendations: RecommendationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.recommendations;
    const base = '/individual/:slug/recommendation';
    const lists = [
      {
        url: `${base}/received`,
        operationId: 'listReceivedRecommendations',
        summary: 'Recommendations written about the caller, with whether each is shown on the profile',
        message: 'Recommendations received.',
        list: 'received',
      },
      {
        url: `${base}/pending`,
        operationId: 'listPendingRecommendations',
        summary: 'Requests the caller was asked to write',
        message: 'Recommendations to write.',
        list: 'pending',
      },
    ] as const;
    routeTable(app, lists, {
      method: 'GET',
      config: { auth },
      tags,
      schema: {
        params: recommendationSlugParams,
        querystring: recommendationListQuery,
        response: { 200: envelope(recommendationListView) },
      },
      handler: async (req, { message, list }) => ok(message, await svc[list](me(req), req.query)),
    });
    app.get(
      `${base}/non-invited-user`,
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'listNonInvitedConnections',
          summary: "The caller's connections not asked for a recommendation yet, by name",
          params: recommendationSlugParams,
          querystring: suggestedQuery.pick({ search: true, page: true, perPage: true }),
          response: { 200: envelope(page(networkPersonView)) },
        },
      },
      async (req) =>
        ok(
          'Connections you have not asked yet.',
          await svc.notAsked(me(req), {
            search: req.query.search,
            page: req.query.page,
            perPage: req.query.perPage ?? NETWORK_PER_PAGE,
          }),
        ),
    );
    app.post(
      `${base}/invitations`,
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'requestRecommendations',
          summary: 'Ask connections to write a recommendation (people asked before are not asked again)',
          params: recommendationSlugParams,
          body: recommendationInvitationsBody,
          response: { 200: envelope(recommendationInvitationsView), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.invite(me(req), req.body)),
    );
    app.post(
      `${base}/:uid/posting`,
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'postRecommendation',
          summary:
            'Write a requested recommendation: recommended_text (20–3000 characters) and/or recommended_video (multipart)',
          params: recommendationUidParams,
          response: { 200: envelope(recommendationView), ...refused, 415: errorEnvelope, 422: errorEnvelope },
        },
      },
      async (req) => {
        // The caller is checked before the form is read: nothing is stored for a refused caller.
        const who = me(req);
        return reply(await svc.post(who, req.params.uid, await readPosting(req)));
      },
    );
    app.put(
      `${base}/:uid/linking`,
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'linkRecommendation',
          summary: 'Show a received recommendation on the profile, or hide it (is_linked)',
          params: recommendationUidParams,
          body: recommendationLinkingBody,
          response: { 200: envelope(recommendationView), ...refused },
        },
      },
      async (req) => reply(await svc.link(me(req), req.params.uid, req.body.is_linked)),
    );
    app.get(
      '/individual/public-profile/:slug/recommendations',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'listPublicRecommendations',
          summary: "A profile's posted recommendations it shows (extra: the public profile's section)",
          params: recommendationSlugParams,
          response: { 200: envelope(publicRecommendationListView), 404: errorEnvelope },
        },
      },
      async (req) => ok('Recommendations.', await svc.publicList(req.params.slug, req.auth ?? null)),
    );
  };
