import {
  envelope,
  errorEnvelope,
  flag,
  galleryPromoteBody,
  serviceOwnerParams,
  servicePaymentView,
  servicePromoteBody,
  servicePromoteQuoteView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { PromotionsService } from './promotions.service';
import { type OwnerRole, ownerOf } from './service-owner';
import { cents } from './services.mapper';

const tags = ['services'];
// Paying answers 400 (payment required, card declined), 409 (archived, changed meanwhile, payment
// in progress) and 503 (the gateway is not answering: nothing was charged for sure, retry).
const payment = {
  200: envelope(servicePaymentView),
  400: errorEnvelope,
  409: errorEnvelope,
  503: errorEnvelope,
};
const quoted = { 200: envelope(servicePromoteQuoteView) };
/** The service is named by the query, as the spec writes it: `promote?slug={serviceSlug}`. */
const target = z.object({ slug: z.string().min(1).max(180) });
const quoteQuery = target.extend({ use_tokens: flag.default(true) });
const galleryQuoteQuery = quoteQuery.extend({
  budget: z.coerce.number().min(0).max(10_000_000).nullish(),
});
const galleryTarget = z.object({ slug: z.string().min(1).max(180).optional() });

const ROLES: { role: OwnerRole; auth: 'individual' | { org: 'services' }; Role: string }[] = [
  { role: 'individual', auth: 'individual', Role: 'Individual' },
  { role: 'organization', auth: { org: 'services' }, Role: 'Organization' },
];
const KINDS = [
  { path: 'service-post', kind: 'post', Kind: 'ServicePost', what: 'service' },
  { path: 'service-request', kind: 'request', Kind: 'ServiceRequest', what: 'service request' },
] as const;

/**
 * Promotions (spec §4 "promote"): the spec's promote calls, and the review step's quote (not in the
 * spec, like jobs' payment-quote): `GET {role}/{slug}/service-post/promote/quote?slug=&use_tokens=`,
 * the same for service-request, and `GET organization/{slug}/service-gallery/promote/quote?slug=&budget=`.
 * The promote calls move money: they honour an `Idempotency-Key` header (plugins/idempotency.ts).
 */
export const promotionsRoutes =
  (s: { promotions: PromotionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const p = s.promotions;
    for (const { role, auth, Role } of ROLES)
      for (const { path, kind, Kind, what } of KINDS) {
        app.post(
          `/${role}/:slug/${path}/promote`,
          {
            config: { auth, idempotent: true },
            schema: {
              tags,
              operationId: `promote${Role}${Kind}`,
              summary: `Feature a ${what} for 30 days, paid with tokens first, then the card`,
              params: serviceOwnerParams,
              querystring: target,
              body: servicePromoteBody.nullish(),
              response: payment,
            },
          },
          async (req) => {
            const owner = ownerOf(req, role);
            const service = await p.find(owner, kind, req.query.slug);
            return reply(await p.promote(owner, caller(req), service, req.body ?? { use_tokens: true }));
          },
        );
        app.get(
          `/${role}/:slug/${path}/promote/quote`,
          {
            config: { auth },
            schema: {
              tags,
              operationId: `quote${Role}${Kind}Promotion`,
              summary: `What promoting a ${what} would cost, tokens first (the review step)`,
              params: serviceOwnerParams,
              querystring: quoteQuery,
              response: quoted,
            },
          },
          async (req) => {
            const owner = ownerOf(req, role);
            const service = await p.find(owner, kind, req.query.slug);
            return ok(
              'Payment review.',
              await p.quote(owner, caller(req), service, null, req.query.use_tokens),
            );
          },
        );
      }

    app.post(
      '/organization/:slug/service-gallery/promote',
      {
        config: { auth: { org: 'galleries' }, idempotent: true },
        schema: {
          tags,
          operationId: 'promoteServiceGallery',
          summary: 'Promote a gallery between its start and end dates for its budget (a draft is published)',
          params: serviceOwnerParams,
          querystring: galleryTarget,
          body: galleryPromoteBody,
          response: payment,
        },
      },
      async (req) => {
        const owner = ownerOf(req, 'organization');
        const service = await p.find(owner, 'gallery', req.body.slug ?? req.query.slug);
        return reply(await p.promote(owner, caller(req), service, req.body));
      },
    );
    app.get(
      '/organization/:slug/service-gallery/promote/quote',
      {
        config: { auth: { org: 'galleries' } },
        schema: {
          tags,
          operationId: 'quoteServiceGalleryPromotion',
          summary: "What a gallery's promotion would cost for a budget, tokens first (the review step)",
          params: serviceOwnerParams,
          querystring: galleryQuoteQuery,
          response: quoted,
        },
      },
      async (req) => {
        const owner = ownerOf(req, 'organization');
        const service = await p.find(owner, 'gallery', req.query.slug);
        return ok(
          'Payment review.',
          await p.quote(owner, caller(req), service, cents(req.query.budget), req.query.use_tokens),
        );
      },
    );
  };
