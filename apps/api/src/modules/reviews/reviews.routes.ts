import {
  createReviewBody,
  envelope,
  errorEnvelope,
  flagReviewBody,
  messageOnly,
  objectionApprovalBody,
  objectionBody,
  objectionQueueQuery,
  REVIEW_ROLES,
  reviewIdParams,
  reviewListQuery,
  reviewListView,
  reviewPageView,
  reviewProfileParams,
  reviewView,
  updateReviewBody,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { ok, reply } from '../../lib/http';
import { type AuthRequirement, caller, orgOf } from '../../plugins/auth';
import type { ActingProfile, ReviewsService } from './reviews.service';

const tags = ['reviews'];
const Role = { individual: 'Individual', organization: 'Organization' } as const;

/**
 * Who acts for `{role}/{slug}` on the owner's calls (flag, object) and the author's (update, delete):
 * an individual only for their own slug (others are told it does not exist); in an organization, its
 * profile managers flag and object, and the hiring roles (checked in the service) edit what it wrote.
 */
const OWNER_AUTH: Record<(typeof REVIEW_ROLES)[number], AuthRequirement> = {
  individual: 'individual',
  organization: { org: 'profile' },
};
const AUTHOR_AUTH: Record<(typeof REVIEW_ROLES)[number], AuthRequirement> = {
  individual: 'individual',
  organization: { org: 'member' },
};

function acting(req: FastifyRequest, role: (typeof REVIEW_ROLES)[number]): ActingProfile {
  const auth = caller(req);
  if (role === 'organization') return { role, auth, access: orgOf(req) };
  if ((req.params as { slug: string }).slug !== auth.slug) throw notFound('Profile not found.');
  return { role, auth };
}

const approvalParams = reviewIdParams.partial({ id: true });

export const reviewsRoutes =
  (s: { reviews: ReviewsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.reviews;
    for (const role of REVIEW_ROLES) {
      const base = `/${role}/:slug/rating-review`;
      const R = Role[role];
      app.post(
        base,
        {
          config: { auth: 'user' },
          schema: {
            tags,
            operationId: `review${R}`,
            summary: `Review ${role === 'individual' ? 'a person' : 'an organization'} (rating 1–5, review) as yourself or as an organization (organization_slug); needs a relationship`,
            params: reviewProfileParams,
            body: createReviewBody,
            response: {
              200: envelope(reviewView),
              403: errorEnvelope,
              409: errorEnvelope,
              422: errorEnvelope,
            },
          },
        },
        async (req) =>
          ok('Your review is saved.', await svc.create(caller(req), role, req.params.slug, req.body)),
      );
      app.get(
        `${base}/listing`,
        {
          config: { auth: 'optional' },
          schema: {
            tags,
            operationId: `list${R}Reviews`,
            summary:
              'Reviews of a profile with average and histogram (rating, order_by); its owner also sees flagged, objected and written ones (filter)',
            params: reviewProfileParams,
            querystring: reviewListQuery,
            response: { 200: envelope(reviewListView) },
          },
        },
        async (req) => ok('Reviews.', await svc.list(req.auth, role, req.params.slug, req.query)),
      );
      app.put(
        `${base}/:id/flag`,
        {
          config: { auth: OWNER_AUTH[role] },
          schema: {
            tags,
            operationId: `flag${R}Review`,
            summary: 'Flag a review of your profile for attention (optional reason); again: unflag',
            params: reviewIdParams,
            body: flagReviewBody,
            response: { 200: envelope(reviewView) },
          },
        },
        async (req) => reply(await svc.flag(acting(req, role), req.params.id, req.body?.reason)),
      );
      app.put(
        `${base}/:id/update`,
        {
          config: { auth: AUTHOR_AUTH[role] },
          schema: {
            tags,
            operationId: `update${R}Review`,
            summary: 'Change the rating or text of a review this profile wrote',
            params: reviewIdParams,
            body: updateReviewBody,
            response: { 200: envelope(reviewView), 422: errorEnvelope },
          },
        },
        async (req) => reply(await svc.update(acting(req, role), req.params.id, req.body)),
      );
      app.delete(
        `${base}/:id/delete`,
        {
          config: { auth: AUTHOR_AUTH[role] },
          schema: {
            tags,
            operationId: `delete${R}Review`,
            summary: 'Delete a review this profile wrote',
            params: reviewIdParams,
            response: { 200: messageOnly },
          },
        },
        async (req) => reply(await svc.remove(acting(req, role), req.params.id)),
      );
      app.put(
        `${base}/:id/objection`,
        {
          config: { auth: OWNER_AUTH[role] },
          schema: {
            tags,
            operationId: `object${R}Review`,
            summary: 'Object to a review of your profile (once, 10–2000 characters); the moderators decide',
            params: reviewIdParams,
            body: objectionBody,
            response: { 200: envelope(reviewView), 409: errorEnvelope, 422: errorEnvelope },
          },
        },
        async (req) => reply(await svc.object(acting(req, role), req.params.id, req.body.objection)),
      );
      // The spec's path names no review: it is `review_id` in the body; `/{id}/objection/approval` also works.
      for (const [path, suffix] of [
        [`${base}/objection/approval`, ''],
        [`${base}/:id/objection/approval`, 'ById'],
      ] as const)
        app.put(
          path,
          {
            config: { auth: 'super-admin' },
            schema: {
              tags,
              operationId: `decide${R}ReviewObjection${suffix}`,
              summary: 'Approve (hides the review) or reject an objection to a review of this profile',
              params: approvalParams,
              body: objectionApprovalBody,
              response: { 200: envelope(reviewView), 409: errorEnvelope, 422: errorEnvelope },
            },
          },
          async (req) => reply(await svc.decide(caller(req), role, req.params.slug, req.params.id, req.body)),
        );
    }
    app.get(
      '/individual/:slug/rating-review/objection-list',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'listIndividualReviewObjections',
          summary: "The caller's objections to reviews of them, newest first, with their status",
          params: reviewProfileParams,
          querystring: objectionQueueQuery,
          response: { 200: envelope(reviewPageView) },
        },
      },
      async (req) => {
        acting(req, 'individual');
        return ok('Your objections.', await svc.objectionList(caller(req), req.query));
      },
    );
    app.get(
      '/admin/rating-review/objections',
      {
        config: { auth: 'super-admin' },
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
