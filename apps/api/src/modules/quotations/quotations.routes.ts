import {
  draftQuoteBody,
  envelope,
  QUOTATION_SECTIONS,
  quotationCreatedView,
  quotationIdParams,
  quotationKindParams,
  quotationListQuery,
  quotationListView,
  quotationMessageSentView,
  quotationMessagesParams,
  quotationSectionParams,
  quotationSendMessageBody,
  quotationThreadView,
  quotationTotalsParams,
  quotationTotalsQuery,
  quotationTotalsView,
  quotationView,
  requestQuoteBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '../../kit/route-table';
import { reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { QuotationsService } from './quotations.service';

export const tags = ['quotations'];
/** A state change: `Idempotency-Key` makes a double click move it once. */
export const change = { auth: 'user' as const, idempotent: true };
const SECTION_TITLES = {
  requested: 'Requested',
  inprocess: 'InProcess',
  draft: 'Draft',
  inactive: 'Inactive',
  trashed: 'Trashed',
} as const;

/** Spec §7 "Quotations": requests, drafts, the conversation, the section lists and trash. */
export const quotationsRoutes =
  (s: { quotations: QuotationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/quotations/request-quote/:kind',
      {
        config: change,
        schema: {
          tags,
          operationId: 'requestQuote',
          summary:
            "Ask a service post's owner for a quote, or answer a service request (optionally as a draft)",
          params: quotationKindParams,
          body: requestQuoteBody,
          response: { 200: envelope(quotationCreatedView) },
        },
      },
      async (req) => reply(await s.quotations.requestQuote(caller(req).userId, req.params.kind, req.body)),
    );
    app.put(
      '/quotations/draft-quote/:id',
      {
        config: change,
        schema: {
          tags,
          operationId: 'updateDraftQuote',
          summary: "Edit a quotation draft's message; send: 1 sends it",
          params: quotationIdParams,
          body: draftQuoteBody,
          response: { 200: envelope(quotationView) },
        },
      },
      async (req) => reply(await s.quotations.editDraft(caller(req).userId, req.params.id, req.body)),
    );
    app.post(
      '/quotations/send-message/:kind',
      {
        config: change,
        schema: {
          tags,
          operationId: 'sendQuotationMessage',
          summary: "A message in a quotation's conversation (a retry with the same client_id sends once)",
          params: quotationKindParams,
          body: quotationSendMessageBody,
          response: { 200: envelope(quotationMessageSentView) },
        },
      },
      async (req) => reply(await s.quotations.sendMessage(caller(req).userId, req.params.kind, req.body)),
    );
    app.get(
      '/quotations/messages/:id/:kind',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'getQuotationMessages',
          summary: 'A quotation with its conversation, offers, calls and history (marks it read)',
          params: quotationMessagesParams,
          response: { 200: envelope(quotationThreadView) },
        },
      },
      async (req) => reply(await s.quotations.thread(caller(req).userId, req.params.id, req.params.kind)),
    );
    for (const section of QUOTATION_SECTIONS) {
      app.get(
        `/quotations/${section}-messages/:type/:id/:kind/:organization_id`,
        {
          config: { auth: 'user' },
          schema: {
            tags,
            operationId: `list${SECTION_TITLES[section]}Quotations`,
            summary: `The ${section} quotations of the caller or of an organization they act for, a page at a time`,
            params: quotationSectionParams,
            querystring: quotationListQuery,
            response: { 200: envelope(quotationListView) },
          },
        },
        async (req) =>
          reply(
            await s.quotations.list(
              caller(req).userId,
              section,
              req.params,
              req.query.page,
              req.query.perPage,
            ),
          ),
      );
    }
    app.get(
      '/quotations/total-messages/:type/:id/:kind',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'getQuotationTotals',
          summary: 'How many quotations each section holds (?organization_id= with type organization)',
          params: quotationTotalsParams,
          querystring: quotationTotalsQuery,
          response: { 200: envelope(quotationTotalsView) },
        },
      },
      async (req) =>
        reply(await s.quotations.totals(caller(req).userId, req.params, req.query.organization_id)),
    );
    // Trash and restore are one switch; the spec gives each side its own path.
    const trash = [
      {
        url: '/quotations/delete-chat/:id',
        operationId: 'trashQuotation',
        summary: "Move a quotation to the caller's trash (the other side keeps it)",
        trashed: true,
      },
      {
        url: '/quotations/restore-chat/:id',
        operationId: 'restoreQuotation',
        summary: "Bring a quotation back from the caller's trash",
        trashed: false,
      },
    ];
    routeTable(app, trash, {
      method: 'DELETE',
      config: change,
      tags,
      schema: { params: quotationIdParams, response: { 200: envelope(quotationView) } },
      handler: async (req, { trashed }) =>
        reply(await s.quotations.setTrashed(caller(req).userId, req.params.id, trashed)),
    });
  };
