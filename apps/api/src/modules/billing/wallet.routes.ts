import {
  envelope,
  errorEnvelope,
  page,
  payoutAccountView,
  payoutBody,
  payoutResultView,
  payoutView,
  rewardCountQuery,
  rewardCountView,
  rewardHistoryItem,
  rewardListingView,
  roleSlugParams,
  topUpBody,
  topUpView,
  walletQuery,
  walletView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refused } from '../../kit/responses';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { WalletService } from './wallet.service';

const tags = ['wallet'];
const user = { auth: 'user' as const };
/** Calls that move money honour an `Idempotency-Key` header (plugins/idempotency.ts). */
const money = { ...user, idempotent: true };
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
/** A payout refused before or by the gateway (no verified account, transfer refused): 400. */
const payoutErrors = { 400: errorEnvelope, 403: errorEnvelope };

/** Wallet and rewards group of endpoints.tsv (paths as written there, `accounnt` included). */
export const walletRoutes =
  (s: { wallet: WalletService }): FastifyPluginAsyncZod =>
  async (app) => {
    const w = s.wallet;
    app.get(
      '/token-wallet',
      {
        config: user,
        schema: {
          tags,
          operationId: 'getTokenWallet',
          summary: "The payer's token balance, token values and a page of movements",
          querystring: walletQuery,
          response: { 200: envelope(walletView), ...refused },
        },
      },
      async (req) => ok('Token wallet.', await w.wallet(caller(req), req.query.slug, req.query.page)),
    );
    app.post(
      '/token-wallet/top-up',
      {
        config: money,
        schema: {
          tags,
          operationId: 'topUpTokenWallet',
          summary: 'Buy tokens with a saved card',
          body: topUpBody,
          response: {
            200: envelope(topUpView),
            400: errorEnvelope,
            409: errorEnvelope,
            503: errorEnvelope,
            ...refused,
          },
        },
      },
      async (req) => reply(await w.topUp(caller(req), req.body, req.idempotency?.key)),
    );
    app.get(
      '/:role/:slug/payout-history',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listPayoutHistory',
          summary: "A page of the wallet's payouts, newest first",
          params: roleSlugParams,
          querystring: pageQuery,
          response: { 200: envelope(page(payoutView)), 403: errorEnvelope },
        },
      },
      async (req) =>
        ok(
          'Payout history.',
          await w.payoutHistory(caller(req), req.params.role, req.params.slug, req.query.page),
        ),
    );
    app.post(
      '/:role/:slug/payout',
      {
        config: money,
        schema: {
          tags,
          operationId: 'requestPayout',
          summary: "Cash out the wallet's tokens to its verified payout account",
          params: roleSlugParams,
          body: payoutBody,
          response: { 200: envelope(payoutResultView), ...payoutErrors },
        },
      },
      async (req) => reply(await w.payout(caller(req), req.params.role, req.params.slug, req.body.token_use)),
    );
    app.get(
      '/:role/:slug/connect-accounnt-verify',
      {
        config: user,
        schema: {
          tags,
          operationId: 'verifyPayoutAccount',
          summary: 'Create the payout account on first use and say whether it can receive money',
          params: roleSlugParams,
          response: { 200: envelope(payoutAccountView), 403: errorEnvelope },
        },
      },
      async (req) =>
        ok('Payout account.', await w.connectVerify(caller(req), req.params.role, req.params.slug)),
    );
    app.get(
      '/individual/reward/token/count',
      {
        config: user,
        schema: {
          tags,
          operationId: 'getRewardTokenCount',
          summary: 'Token balance and how many rewards were earned (the caller, or ?org_slug)',
          querystring: rewardCountQuery,
          response: { 200: envelope(rewardCountView), ...refused },
        },
      },
      async (req) => ok('Token count.', await w.rewardCount(caller(req), req.query.org_slug)),
    );
    app.get(
      '/individual/reward/history/all',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listRewardHistory',
          summary: 'A page of the rewards granted (the caller, or ?org_slug)',
          querystring: pageQuery.merge(rewardCountQuery),
          response: { 200: envelope(page(rewardHistoryItem)), ...refused },
        },
      },
      async (req) =>
        ok('Reward history.', await w.rewardHistory(caller(req), req.query.org_slug, req.query.page)),
    );
    app.get(
      '/individual/reward/listing',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listRewards',
          summary: "Every reward with how often the caller earned it, and the caller's referral link",
          response: { 200: envelope(rewardListingView) },
        },
      },
      async (req) => ok('Rewards.', await w.rewardListing(caller(req))),
    );
    app.post(
      '/individual/reward/token/pay-out',
      {
        config: money,
        schema: {
          tags,
          operationId: 'payOutRewardTokens',
          summary: "Cash out the caller's own tokens to their verified payout account",
          body: payoutBody,
          response: { 200: envelope(payoutResultView), 400: errorEnvelope },
        },
      },
      async (req) => reply(await w.payOutRewards(caller(req), req.body.token_use)),
    );
  };
