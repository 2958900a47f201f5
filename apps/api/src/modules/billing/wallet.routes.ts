import { payoutBody, rewardCountQuery, roleSlugParams, topUpBody, walletQuery } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';
import { personalOwner } from './billing-owner';

const tags = ['wallet'];
const user = { auth: 'user' as const };
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** Wallet and rewards group of endpoints.tsv (paths as written there, `accounnt` included). */
export const walletRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const w = s.wallet;
    app.get('/token-wallet', { config: user, schema: { tags, querystring: walletQuery } }, async (req) =>
      ok('Token wallet.', await w.wallet(await w.owner(caller(req), req.query.slug), req.query.page)),
    );
    app.post('/token-wallet/top-up', { config: user, schema: { tags, body: topUpBody } }, async (req) =>
      reply(await w.topUp(caller(req), req.body)),
    );
    app.get(
      '/:role/:slug/payout-history',
      { config: user, schema: { tags, params: roleSlugParams, querystring: pageQuery } },
      async (req) =>
        ok(
          'Payout history.',
          await w.payoutHistory(
            await w.ownerFor(caller(req), req.params.role, req.params.slug),
            req.query.page,
          ),
        ),
    );
    app.post(
      '/:role/:slug/payout',
      { config: user, schema: { tags, params: roleSlugParams, body: payoutBody } },
      async (req) =>
        reply(
          await w.payout(await w.ownerFor(caller(req), req.params.role, req.params.slug), req.body.token_use),
        ),
    );
    app.get(
      '/:role/:slug/connect-accounnt-verify',
      { config: user, schema: { tags, params: roleSlugParams } },
      async (req) => {
        const { role, slug } = req.params;
        const back = role === 'organization' ? `/organization/${slug}/htcl-wallet` : '/htcl-wallet';
        return ok('Payout account.', await w.connectVerify(await w.ownerFor(caller(req), role, slug), back));
      },
    );
    app.get(
      '/individual/reward/token/count',
      { config: user, schema: { tags, querystring: rewardCountQuery } },
      async (req) => {
        const auth = caller(req);
        const owner = req.query.org_slug ? await w.owner(auth, req.query.org_slug) : personalOwner(auth);
        return ok('Token count.', await w.rewardCount(owner));
      },
    );
    app.get(
      '/individual/reward/history/all',
      { config: user, schema: { tags, querystring: pageQuery.merge(rewardCountQuery) } },
      async (req) => {
        const auth = caller(req);
        const owner = req.query.org_slug ? await w.owner(auth, req.query.org_slug) : personalOwner(auth);
        return ok('Reward history.', await w.rewardHistory(owner, req.query.page));
      },
    );
    app.get('/individual/reward/listing', { config: user, schema: { tags } }, async (req) =>
      ok('Rewards.', await w.rewardListing(caller(req))),
    );
    app.post(
      '/individual/reward/token/pay-out',
      { config: user, schema: { tags, body: payoutBody } },
      async (req) => reply(await w.payout(personalOwner(caller(req)), req.body.token_use)),
    );
  };

/** `POST /api/v1/webhooks/stripe`: the raw body is kept for the signature check. */
export const webhookRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      '/webhooks/stripe',
      { config: { auth: 'public' }, schema: { tags: ['webhooks'] } },
      async (req) => {
        const sig = req.headers['stripe-signature'];
        return ok(
          'Webhook received.',
          await s.webhooks.handle(req.body as Buffer, typeof sig === 'string' ? sig : undefined),
        );
      },
    );
  };
