import {
  acceptOfferBody,
  adminQuotationDisputesQuery,
  adminQuotationDisputeView,
  completedServiceBody,
  envelope,
  offerAnswerView,
  page,
  quotationDisputeParams,
  quotationDisputeResolutionView,
  quotationIdParams,
  resolveQuotationDisputeBody,
  sendOfferBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '../../kit/route-table';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { OffersService } from './offers.service';
import { change, tags } from './quotations.routes';

const answer = { 200: envelope(offerAnswerView) };
/** The admin console's calls about offers: disputes are decided with the `payments` permission. */
const adminTags = ['admin'];
const payments = { auth: { admin: 'payments' as const } };

/**
 * Offers and completion (spec §7 "Quotations"). {id} is the quotation in send-offer/{id} and the
 * offer everywhere else. Every move takes an `Idempotency-Key` (a double click moves it once);
 * who may make which move is the TRANSITIONS table's (otherwise 403 to the side that never makes it,
 * else 409 `illegal_transition`).
 */
export const offersRoutes =
  (s: { offers: OffersService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/quotations/send-offer/:id',
      {
        config: change,
        schema: {
          tags,
          operationId: 'sendQuotationOffer',
          summary: 'The provider offers a price, a description and a delivery date ({id}: the quotation)',
          params: quotationIdParams,
          body: sendOfferBody,
          response: answer,
        },
      },
      async (req) => reply(await s.offers.send(caller(req).userId, req.params.id, req.body)),
    );
    app.put(
      '/quotations/accept-offer/:id',
      {
        config: change,
        schema: {
          tags,
          operationId: 'acceptQuotationOffer',
          summary:
            'The buyer accepts and pays an offer (tokens first, then the card); the amount is held until the completed service is accepted',
          params: quotationIdParams,
          body: acceptOfferBody.nullish(),
          response: answer,
        },
      },
      async (req) =>
        reply(await s.offers.accept(caller(req), req.params.id, req.body ?? { use_tokens: true })),
    );
    // The TRANSITIONS table decides who may make these moves, so each needs nothing but the offer's id.
    const moves = [
      {
        method: 'PUT',
        url: '/quotations/temporary-accept-offer/:id',
        operationId: 'temporaryAcceptQuotationOffer',
        summary: 'The buyer reserves an offer and pays it within 48 hours (accept-offer), or it lapses',
        move: 'temporaryAccept',
      },
      {
        method: 'PUT',
        url: '/quotations/accept-flexlink-offer/:id',
        operationId: 'acceptFlexlinkQuotationOffer',
        summary: "The buyer's organization accepts an offer to pay it later by a payment link",
        move: 'acceptFlexlink',
      },
      {
        method: 'PUT',
        url: '/quotations/reject-offer/:id',
        operationId: 'rejectQuotationOffer',
        summary: 'The buyer rejects an offer',
        move: 'reject',
      },
      {
        method: 'POST',
        url: '/quotations/mark-as-completed/:id',
        operationId: 'markQuotationOfferCompleted',
        summary: 'The provider marks the accepted offer completed; the buyer has 3 days to answer',
        move: 'markCompleted',
      },
    ] as const;
    routeTable(app, moves, {
      config: change,
      tags,
      schema: { params: quotationIdParams, response: answer },
      handler: async (req, { move }) => reply(await s.offers[move](caller(req).userId, req.params.id)),
    });
    app.put(
      '/quotations/accept-reject-completed-service/:id',
      {
        config: change,
        schema: {
          tags,
          operationId: 'answerQuotationCompletedService',
          summary:
            "The buyer accepts the completed service (the held amount goes to the provider's wallet) or rejects it (a dispute)",
          params: quotationIdParams,
          body: completedServiceBody,
          response: answer,
        },
      },
      async (req) => reply(await s.offers.answerCompleted(caller(req).userId, req.params.id, req.body)),
    );
    app.get(
      '/admin/quotation-disputes',
      {
        config: payments,
        schema: {
          tags: adminTags,
          operationId: 'listAdminQuotationDisputes',
          summary:
            "Offers whose completed work the buyer rejected, newest first: both sides, the amount held, the buyer's reason (not in the spec)",
          querystring: adminQuotationDisputesQuery,
          response: { 200: envelope(page(adminQuotationDisputeView)) },
        },
      },
      async (req) => ok('Quotation disputes.', await s.offers.disputes(req.query)),
    );
    app.post(
      '/admin/quotation-disputes/:offer/resolve',
      {
        config: { ...payments, idempotent: true },
        schema: {
          tags: adminTags,
          operationId: 'resolveAdminQuotationDispute',
          summary:
            "Decide a disputed offer with a reason both sides read: release pays the held amount to the provider, refund returns it to the buyer's wallet as tokens; the quotation is completed (not in the spec)",
          params: quotationDisputeParams,
          body: resolveQuotationDisputeBody,
          response: { 200: envelope(quotationDisputeResolutionView) },
        },
      },
      async (req) => reply(await s.offers.resolveDispute(caller(req).userId, req.params.offer, req.body)),
    );
  };
