import {
  createReviewBody,
  envelope,
  errorEnvelope,
  flagReviewBody,
  individualSlugParams,
  messageOnly,
  objectionApprovalBody,
  objectionBody,
  objectionQueueQuery,
  reviewIdParams,
  reviewListQuery,
  reviewListView,
  reviewPageView,
  reviewProfileParams,
  reviewView,
  updateReviewBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refused } from '../../kit/responses';
import { notFound } from '../../lib/errors';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { BLIND_DAYS, type ReviewsService } from './reviews.service';

const tags = ['reviews'];
const base = '/:role/:slug/rating-review';

/**
 * The spec's `{role}/{slug}/rating-review/…` (role: individual | organization). `{role}/{slug}` is the
 * profile reviewed (create, listing, flag, objection, approval) or the profile that wrote the review
 * (update, delete). Who may act for it is decided in the service (`actingFor`), since one route
 * serves both kinds of profile.
 */
export const reviewsRoutes =
  (s: { reviews: ReviewsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.reviews;
    app.post(
      base,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'createRatingReview',
          summary:
            'Review a person or an organization (rating 1–5, review) as yourself or as an organization (organization_slug); needs a relationship',
          params: reviewProfileParams,
          body: createReviewBody,
          response: { 200: envelope(reviewView), 403: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope },
        },
      },
      async (req) => {
        const review = await svc.create(caller(req), req.params.role, req.params.slug, req.body);
        // A double-blind review (after a quotation) waits: the author is told why it is not shown yet.
        return ok(
          review.published_at
            ? 'Your review is saved.'
            : `Your review is saved. It is published when the other side reviews you too, or in ${BLIND_DAYS} days.`,
          review,
        );
      },
    );
    app.get(
      `${base}/listing`,
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'listRatingReviews',
          summary:
            'Reviews of a profile with average and histogram (rating, order_by); its owner also sees flagged, objected and written ones (filter)',
          params: reviewProfileParams,
          querystring: reviewListQuery,
          response: { 200: envelope(reviewListView) },
        },
      },
      async (req) => ok('Reviews.', await svc.list(req.auth, req.params.role, req.params.slug, req.query)),
    );
    app.put(
      `${base}/:id/flag`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'flagRatingReview',
          summary: 'Flag a review of your profile for attention (optional reason); again: unflag',
          params: reviewIdParams,
          body: flagReviewBody,
          response: { 200: envelope(reviewView), ...refused },
        },
      },
      async (req) => {
        const a = await svc.actingFor(caller(req), req.params.role, req.params.slug, 'profile');
        return reply(await svc.flag(a, req.params.id, req.body?.reason));
      },
    );
    app.put(
      `${base}/:id/update`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'updateRatingReview',
          summary: 'Change the rating or text of a review this profile wrote',
          params: reviewIdParams,
          body: updateReviewBody,
          response: { 200: envelope(reviewView), ...refused, 422: errorEnvelope },
        },
      },
      async (req) => {
        const a = await svc.actingFor(caller(req), req.params.role, req.params.slug, 'hiring');
        return reply(await svc.update(a, req.params.id, req.body));
      },
    );
    app.delete(
      `${base}/:id/delete`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'deleteRatingReview',
          summary: 'Delete a review this profile wrote',
          params: reviewIdParams,
          response: { 200: messageOnly, ...refused },
        },
      },
      async (req) => {
        const a = await svc.actingFor(caller(req), req.params.role, req.params.slug, 'hiring');
        return reply(await svc.remove(a, req.params.id));
      },
    );
    app.put(
      `${base}/:id/objection`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'objectToRatingReview',
          summary: 'Object to a review of your profile (once, 10–2000 characters); the moderators decide',
          params: reviewIdParams,
          body: objectionBody,
          response: { 200: envelope(reviewView), ...refused, 409: errorEnvelope, 422: errorEnvelope },
        },
      },
      async (req) => {
        const a = await svc.actingFor(caller(req), req.params.role, req.params.slug, 'profile');
        return reply(await svc.object(a, req.params.id, req.body.objection));
      },
    );
    // The spec's path names no review: it is `review_id` in the body; `/{id}/objection/approval` also works.
    for (const [path, suffix, params] of [
      [`${base}/objection/approval`, '', reviewProfileParams],
      [`${base}/:id/objection/approval`, 'ById', reviewIdParams],
    ] as const)
      app.put(
        path,
        {
          config: { auth: { admin: 'reports' } },
          schema: {
            tags,
            operationId: `decideRatingReviewObjection${suffix}`,
            summary: 'Approve (hides the review) or reject an objection to a review of this profile',
            params,
            body: objectionApprovalBody,
            response: { 200: envelope(reviewView), 409: errorEnvelope, 422: errorEnvelope },
          },
        },
        async (req) => {
          const p = req.params as { role: 'individual' | 'organization'; slug: string; id?: number };
          return reply(await svc.decide(caller(req), p.role, p.slug, p.id, req.body));
        },
      );
    app.get(
      '/individual/:slug/rating-review/objection-list',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'listIndividualReviewObjections',
          summary: "The caller's objections to reviews of them, newest first, with their status",
          params: individualSlugParams,
          querystring: objectionQueueQuery,
          response: { 200: envelope(reviewPageView) },
        },
      },
      async (req) => {
        const auth = caller(req);
        if (req.params.slug !== auth.slug) throw notFound('Profile not found.');
        return ok('Your objections.', await svc.objectionList(auth, req.query));
      },
    );
    app.get(
      '/admin/rating-review/objections',
      {
        config: { auth: { admin: 'reports' } },
        schema: {
          tags,
          operationId: 'listPendingReviewObjections',
          summary: 'Pending objections to reviews, oldest first (the moderators’ queue; not in the spec)',
          querystring: objectionQueueQuery,
          response: { 200: envelope(reviewPageView) },
        },
      },
      async (req) => ok('Pending objections.', await svc.pendingObjections(req.query)),
    );
  };
