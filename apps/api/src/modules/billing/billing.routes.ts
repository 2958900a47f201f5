import {
  addBillingMethodBody,
  billingMethodParams,
  changePlanBody,
  changePlanParams,
  orgPlanParams,
  ownerQuery,
  testCardBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '../../lib/errors';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';
import { GatewayError, TestGateway } from './gateway';

const tags = ['billing'];
const user = { auth: 'user' as const };
const pageQuery = ownerQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});

/** Billing group of endpoints.tsv: cards, billing history, plan pages, checkout and plan change. */
export const billingRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const b = s.billing;
    app.post(
      '/billing-method',
      { config: user, schema: { tags, querystring: ownerQuery, body: addBillingMethodBody } },
      async (req) => reply(await b.add(caller(req), req.query.slug, req.body)),
    );
    app.get('/billing-method', { config: user, schema: { tags, querystring: ownerQuery } }, async (req) =>
      ok('Billing methods.', await b.list(caller(req), req.query.slug)),
    );
    app.get(
      '/billing-method/history',
      { config: user, schema: { tags, querystring: pageQuery } },
      async (req) =>
        ok(
          'Billing history.',
          await b.history(caller(req), req.query.slug, req.query.page, req.query.perPage),
        ),
    );
    app.delete(
      '/billing-method/:id',
      { config: user, schema: { tags, params: billingMethodParams, querystring: ownerQuery } },
      async (req) =>
        reply(
          await b.remove(caller(req), req.params.id, req.query.slug, (owner) =>
            s.subscriptions.paysForPlan(owner),
          ),
        ),
    );
    app.put(
      '/billing-method/:id/primary',
      { config: user, schema: { tags, params: billingMethodParams, querystring: ownerQuery } },
      async (req) => reply(await b.makePrimary(caller(req), req.params.id, req.query.slug)),
    );
    // Which gateway the web app should collect cards for (Stripe Elements or the test card form).
    app.get('/billing/config', { config: { auth: 'public' }, schema: { tags } }, async () =>
      ok('Billing configuration.', {
        gateway: b.gateway.name,
        publishable_key:
          b.gateway.name === 'stripe' ? (app.deps.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
        token_value: app.deps.config.TOKEN_VALUE_CENTS / 100,
      }),
    );
    // What Stripe.js does in the browser, for the offline test gateway only: test card → payment method id.
    app.post(
      '/billing/test-gateway/payment-methods',
      { config: user, schema: { tags, body: testCardBody } },
      async (req) => {
        if (!(b.gateway instanceof TestGateway)) throw notFound();
        try {
          return ok('Card accepted.', { payment_method_id: b.gateway.tokenize(req.body) });
        } catch (err) {
          if (err instanceof GatewayError) throw invalid({ number: err.message });
          throw err;
        }
      },
    );

    app.get(
      '/plans/organizations/:slug/:plan',
      { config: user, schema: { tags, params: orgPlanParams } },
      async (req) =>
        ok('Plans.', await s.subscriptions.forOrganization(caller(req), req.params.slug, req.params.plan)),
    );
    app.get(
      '/subscription/subscription_plans/:plan',
      {
        config: user,
        schema: {
          tags,
          params: z.object({ plan: z.string().trim().min(1).max(80) }),
          querystring: ownerQuery,
        },
      },
      async (req) =>
        ok('Plan checkout.', await s.subscriptions.checkout(caller(req), req.params.plan, req.query.slug)),
    );
    app.post(
      '/subscription/subscription_plans/:id/change',
      { config: user, schema: { tags, params: changePlanParams, body: changePlanBody } },
      async (req) => reply(await s.subscriptions.change(caller(req), req.params.id, req.body)),
    );
  };
