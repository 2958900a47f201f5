import {
  adAdminDeleteParams,
  adAdminListQuery,
  adListQuery,
  adListView,
  adModeParams,
  adOwnerAdParams,
  adPaymentView,
  adPromoteBody,
  adPromoteQuoteQuery,
  adSlugParams,
  adStatusBody,
  adView,
  envelope,
  errorEnvelope,
  messageOnly,
  paymentQuoteView,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refused } from '../../kit/responses';
import { ok, reply } from '../../lib/http';
import { type AuthRequirement, caller } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import { type AdMode, adOwnerOf, modeOwner } from './ad-owner';
import { readAdForm } from './ad-uploads';
import type { AdPromotions } from './ads.promotions';
import type { AdsService } from './ads.service';
import type { AdServing } from './ads.serving';

const tags = ['ads'];
const MODES: { mode: AdMode; Mode: string; auth: AuthRequirement }[] = [
  { mode: 'individual', Mode: 'Individual', auth: 'individual' },
  { mode: 'organization', Mode: 'Organization', auth: { org: 'ads' } },
];
// Paying answers 400 (payment required, card declined), 409 (running, changed meanwhile, payment
// in progress) and 503 (the gateway is not answering: nothing was charged for sure, retry).
const payment = { 200: envelope(adPaymentView), 400: errorEnvelope, 409: errorEnvelope, 503: errorEnvelope };

/**
 * An owner's ads under `{mode}/{slug}` (the caller's own slug; organizations: members whose role
 * holds `ads`): list, create/save (multipart), show, delete, promote (with its review-step quote);
 * the super admin's review queue, decision and delete.
 */
export const adsRoutes =
  (s: {
    ads: AdsService;
    promotions: AdPromotions;
    serving: AdServing;
    organizations: Pick<OrganizationsService, 'authorize'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec's `{mode}/{slug}/…` calls: one route for both modes, the owner decided per request.
    const owner = (req: { params: { mode: AdMode; slug: string } } & FastifyRequest) =>
      modeOwner(s.organizations, caller(req), req.params.mode, req.params.slug);
    app.get(
      '/:mode/:slug/advertisements',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'listAdvertisements',
          summary:
            "A page of the caller's or an organization's advertisements (mode individual|organization; filters: status, review_status, search)",
          params: adModeParams,
          querystring: adListQuery,
          response: { 200: envelope(adListView), ...refused },
        },
      },
      async (req) => ok('Your advertisements.', await s.ads.list(await owner(req), req.query)),
    );
    app.post(
      '/:mode/:slug/advertisement/create',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'createAdvertisement',
          summary:
            'Create (or, with slug, save) an advertisement: multipart with ad_image[] and ad_video; a draft skips review',
          params: adModeParams,
          response: {
            200: envelope(adView),
            ...refused,
            409: errorEnvelope,
            415: errorEnvelope,
            422: errorEnvelope,
          },
        },
      },
      async (req) => {
        // The owner is checked before the form is read: nothing is stored for a refused caller.
        const o = await owner(req);
        return reply(await s.ads.save(o, caller(req), await readAdForm(req)));
      },
    );
    app.post(
      '/:mode/:slug/advertisement/advertise/promote',
      {
        config: { auth: 'user', idempotent: true },
        schema: {
          tags,
          operationId: 'promoteAdvertisement',
          summary:
            'Promote an advertisement: placement, dates and budget, paid with tokens first, then the card (400: add a card or tokens)',
          params: adModeParams,
          body: adPromoteBody,
          response: { ...payment, ...refused, 422: errorEnvelope },
        },
      },
      async (req) => reply(await s.promotions.promote(await owner(req), caller(req), req.body)),
    );
    app.get(
      '/:mode/:slug/advertisement/advertise/promote/quote',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'quoteAdvertisementPromotion',
          summary: "What an advertisement's budget would cost, tokens first (the review step)",
          params: adModeParams,
          querystring: adPromoteQuoteQuery,
          response: { 200: envelope(paymentQuoteView), ...refused },
        },
      },
      async (req) =>
        ok(
          'Payment review.',
          await s.promotions.quote(
            await owner(req),
            caller(req),
            req.query.slug,
            req.query.budget,
            req.query.use_tokens,
          ),
        ),
    );

    // Show and delete are the spec's organization paths; individuals get the same beside them.
    for (const { mode, Mode, auth } of MODES) {
      const who = mode === 'individual' ? "the caller's" : "an organization's";
      app.get(
        `/${mode}/:slug/advertisement/:adSlug/show`,
        {
          config: { auth },
          schema: {
            tags,
            operationId: `show${Mode}Advertisement`,
            summary: `One of ${who} advertisements as its owner sees it (review, placement, spend)`,
            params: adOwnerAdParams,
            response: { 200: envelope(adView) },
          },
        },
        async (req) => reply(await s.ads.show(adOwnerOf(req, mode), req.params.adSlug)),
      );
      app.delete(
        `/${mode}/:slug/advertisement/:adSlug/delete`,
        {
          config: { auth },
          schema: {
            tags,
            operationId: `delete${Mode}Advertisement`,
            summary: `Delete one of ${who} advertisements (it stops being shown at once)`,
            params: adOwnerAdParams,
            response: { 200: messageOnly },
          },
        },
        async (req) => reply(await s.ads.remove(adOwnerOf(req, mode), req.params.adSlug)),
      );
    }

    app.get(
      '/admin/advertisement/list',
      {
        config: { auth: { admin: 'ads' } },
        schema: {
          tags,
          operationId: 'listAdvertisementsForReview',
          summary:
            'Advertisements by review status, pending first (the review queue until the admin console has one)',
          querystring: adAdminListQuery,
          response: { 200: envelope(adListView) },
        },
      },
      async (req) => ok('Advertisements.', await s.ads.reviewQueue(req.query)),
    );
    app.put(
      '/advertisement/:adSlug/status',
      {
        config: { auth: { admin: 'ads' } },
        schema: {
          tags,
          operationId: 'reviewAdvertisement',
          summary: 'Approve an advertisement or reject it with a reason; the owner is notified',
          params: adSlugParams,
          body: adStatusBody,
          response: { 200: envelope(adView), 409: errorEnvelope, 422: errorEnvelope },
        },
      },
      async (req) => {
        const answer = await s.ads.review(caller(req), req.params.adSlug, req.body);
        s.serving.invalidate();
        return reply(answer);
      },
    );
    app.delete(
      '/admin/advertisement/:adSlug/delete/:uid',
      {
        config: { auth: { admin: 'ads' } },
        schema: {
          tags,
          operationId: 'adminDeleteAdvertisement',
          summary: 'Delete any advertisement (slug and uid must name the same ad)',
          params: adAdminDeleteParams,
          response: { 200: messageOnly },
        },
      },
      async (req) => {
        const answer = await s.ads.adminRemove(req.params.adSlug, req.params.uid);
        s.serving.invalidate();
        return reply(answer);
      },
    );
  };
