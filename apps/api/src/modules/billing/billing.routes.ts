import {
  addBillingMethodBody,
  billingConfigView,
  billingMethodParams,
  billingMethodView,
  changePlanBody,
  changePlanParams,
  envelope,
  errorEnvelope,
  messageOnly,
  organizationPlansView,
  orgPlanParams,
  ownerQuery,
  page,
  paymentView,
  planChangeView,
  planCheckoutView,
  planParam,
  testCardBody,
  testPaymentMethodView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refused } from '../../kit/responses';
import { ok, reply } from '../../lib/http';
import { caller, orgOf } from '../../plugins/auth';
import type { BillingService } from './billing.service';
import type { SubscriptionsService } from './subscriptions.service';

const tags = ['billing'];
const user = { auth: 'user' as const };
/** Calls that move money honour an `Idempotency-Key` header (plugins/idempotency.ts). */
const money = { ...user, idempotent: true };
const historyQuery = ownerQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
/** A card charge: declined (400), already under way (409), or the gateway not answering (503). */
const charging = { 400: errorEnvelope, 409: errorEnvelope, 503: errorEnvelope };

/** Billing group of endpoints.tsv: cards, billing history, plan pages, checkout and plan change. */
export const billingRoutes =
  (s: { billing: BillingService; subscriptions: SubscriptionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const b = s.billing;
    app.post(
      '/billing-method',
      {
        config: user,
        schema: {
          tags,
          operationId: 'addBillingMethod',
          summary: 'Save a card for the caller, or for the organization named by ?slug',
          querystring: ownerQuery,
          body: addBillingMethodBody,
          response: { 200: envelope(billingMethodView), 409: errorEnvelope, ...refused },
        },
      },
      async (req) => reply(await b.add(caller(req), req.query.slug, req.body)),
    );
    app.get(
      '/billing-method',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listBillingMethods',
          summary: "The payer's saved cards, primary first",
          querystring: ownerQuery,
          response: { 200: envelope(z.array(billingMethodView)), ...refused },
        },
      },
      async (req) => ok('Billing methods.', await b.list(caller(req), req.query.slug)),
    );
    app.get(
      '/billing-method/history',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listBillingHistory',
          summary: "A page of the payer's card payments, newest first",
          querystring: historyQuery,
          response: { 200: envelope(page(paymentView)), ...refused },
        },
      },
      async (req) =>
        ok(
          'Billing history.',
          await b.history(caller(req), req.query.slug, req.query.page, req.query.perPage),
        ),
    );
    app.delete(
      '/billing-method/:id',
      {
        config: user,
        schema: {
          tags,
          operationId: 'deleteBillingMethod',
          summary: 'Remove a saved card (not the last one while it pays for a plan)',
          params: billingMethodParams,
          querystring: ownerQuery,
          response: { 200: messageOnly, 409: errorEnvelope, ...refused },
        },
      },
      async (req) => reply(await b.remove(caller(req), req.params.id, req.query.slug)),
    );
    app.put(
      '/billing-method/:id/primary',
      {
        config: user,
        schema: {
          tags,
          operationId: 'makeBillingMethodPrimary',
          summary: 'Make a saved card the one charged by default',
          params: billingMethodParams,
          querystring: ownerQuery,
          response: { 200: envelope(billingMethodView), ...refused },
        },
      },
      async (req) => reply(await b.makePrimary(caller(req), req.params.id, req.query.slug)),
    );
    app.get(
      '/billing/config',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'getBillingConfig',
          summary: 'Which payment gateway the web app collects cards for, and what a token is worth',
          response: { 200: envelope(billingConfigView) },
        },
      },
      async () => ok('Billing configuration.', b.config()),
    );
    app.post(
      '/billing/test-gateway/payment-methods',
      {
        config: user,
        schema: {
          tags,
          operationId: 'createTestPaymentMethod',
          summary: 'Offline test gateway only: turn test card details into a payment method id',
          body: testCardBody,
          // 404 when the Stripe gateway is configured.
          response: { 200: envelope(testPaymentMethodView), 404: errorEnvelope },
        },
      },
      async (req) => ok('Card accepted.', b.tokenizeTestCard(req.body)),
    );

    app.get(
      '/plans/organizations/:slug/:plan',
      {
        config: { auth: { org: 'billing' } },
        schema: {
          tags,
          operationId: 'getOrganizationPlans',
          summary: 'A plan, or every organization plan, marked with the one the organization is on',
          params: orgPlanParams,
          response: { 200: envelope(organizationPlansView) },
        },
      },
      async (req) =>
        ok('Plans.', await s.subscriptions.forOrganization(caller(req), orgOf(req), req.params.plan)),
    );
    app.get(
      '/subscription/subscription_plans/:plan',
      {
        config: user,
        schema: {
          tags,
          operationId: 'getPlanCheckout',
          summary: 'What moving to a plan involves for the payer: price, renewal date, cards',
          params: planParam,
          querystring: ownerQuery,
          response: { 200: envelope(planCheckoutView), ...refused },
        },
      },
      async (req) =>
        ok('Plan checkout.', await s.subscriptions.checkout(caller(req), req.params.plan, req.query.slug)),
    );
    app.post(
      '/subscription/subscription_plans/:id/change',
      {
        config: money,
        schema: {
          tags,
          operationId: 'changePlan',
          summary: "Move the payer to a plan, charging a paid plan's first period to a saved card",
          params: changePlanParams,
          body: changePlanBody,
          response: { 200: envelope(planChangeView), ...charging, ...refused },
        },
      },
      async (req) => reply(await s.subscriptions.change(caller(req), req.params.id, req.body)),
    );
  };
