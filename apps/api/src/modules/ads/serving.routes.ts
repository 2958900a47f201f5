import {
  adClickQuery,
  adPageQuery,
  adPlacementView,
  adServeQuery,
  adSlugParams,
  envelope,
  servedAdPageView,
  servedAdsView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { AdsService } from './ads.service';
import { type AdServing, viewerOf } from './ads.serving';

const tags = ['ads'];
const clickView = z.object({ url: z.string(), counted: z.boolean() });

/**
 * Where ads are shown and what is shown there: placements, the served ads of a placement (approved
 * and running only; each one served is an impression), the spec's paged list, and the signed
 * click redirect every served ad links to.
 */
export const servingRoutes =
  (s: { ads: AdsService; serving: AdServing }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/advertisement/placements',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'listAdPlacements',
          summary: 'Where ads can be shown, with their prices (CPM, CPC) and minimum budgets',
          response: { 200: envelope(z.array(adPlacementView)) },
        },
      },
      async () => ok('Placements.', await s.ads.placements()),
    );
    app.get(
      '/advertisement/list',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'serveAdvertisements',
          summary:
            'Ads to show now (?ad-placement=, limit): approved and running only, in turn, at most 3 times a day per viewer; each is an impression',
          querystring: adServeQuery,
          response: { 200: envelope(servedAdsView) },
        },
      },
      async (req, res) => {
        // Per viewer (rotation, cap, signed click links): never cached by browsers or proxies.
        res.header('cache-control', 'private, no-store');
        const q = req.query;
        return ok(
          'Advertisements.',
          await s.serving.serve(q['ad-placement'] ?? null, q.limit, viewerOf(req)),
        );
      },
    );
    app.get(
      '/advertisement/ad-list',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'pageAdvertisements',
          summary:
            'Running ads a page at a time (page, pageSize: 5; ?ad-placement=); each listed is an impression',
          querystring: adPageQuery,
          response: { 200: envelope(servedAdPageView) },
        },
      },
      async (req, res) => {
        res.header('cache-control', 'private, no-store');
        const q = req.query;
        return ok(
          'Advertisements.',
          await s.serving.page(q['ad-placement'] ?? null, q.page, q.pageSize, viewerOf(req)),
        );
      },
    );
    app.get(
      '/advertisement/:adSlug/click',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'clickAdvertisement',
          summary:
            "A served ad's link: counts the click when signed and fresh, then redirects (302) to the ad's own link; JSON clients get the link",
          params: adSlugParams,
          querystring: adClickQuery,
          response: { 200: envelope(clickView) },
        },
      },
      async (req, res) => {
        const answer = await s.serving.click(req.params.adSlug, req.query);
        res.header('cache-control', 'no-store');
        const accept = String(req.headers.accept ?? '');
        if (accept.includes('application/json') && !accept.includes('text/html'))
          return ok(answer.counted ? 'Click counted.' : 'Not counted.', answer);
        return res.redirect(answer.url, 302);
      },
    );
  };
