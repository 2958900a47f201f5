import {
  callSessionView,
  callSignalAckView,
  callSignalBody,
  callView,
  envelope,
  errorEnvelope,
  requestCallBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { CallsService } from './calls.service';
import { change, tags } from './quotations.routes';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const actParams = idParams.extend({ kind: z.enum(['service', 'service_request']) });
/** 409: the call's state (or the caller's part in it) does not allow this (`errors.allowed`). */
const moved = { 200: envelope(callView), 409: errorEnvelope };
/** Signals are SDP (a few KB) or one ICE candidate: anything bigger is refused before parsing. */
const SIGNAL_BODY_LIMIT = 32 * 1024;

/**
 * Calls of a quotation (spec §7: request-call, start-call, end-call, reject-call) and the two routes
 * the in-browser call page needs besides: the call as its participant sees it, and the signal relay.
 */
export const callsRoutes =
  (s: { calls: CallsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/quotations/request-call/service',
      {
        config: change,
        schema: {
          tags,
          operationId: 'requestQuotationCall',
          summary: 'Call the other side of a quotation (it rings for 60 s, then counts as missed)',
          body: requestCallBody,
          response: moved,
        },
      },
      async (req) => reply(await s.calls.request(caller(req), req.body)),
    );
    for (const [path, action, operationId, summary] of [
      ['start-call', 'start', 'startQuotationCall', 'Answer a ringing call (the person called)'],
      ['reject-call', 'reject', 'rejectQuotationCall', 'Decline a ringing call (the person called)'],
      [
        'end-call',
        'end',
        'endQuotationCall',
        'End a call: the caller cancels a ringing call, either participant hangs up',
      ],
    ] as const) {
      app.put(
        `/quotations/${path}/:id/:kind`,
        {
          config: change,
          schema: { tags, operationId, summary, params: actParams, response: moved },
        },
        async (req) => reply(await s.calls.act(caller(req), req.params.id, req.params.kind, action)),
      );
    }
    app.get(
      '/quotations/calls/:id',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'showQuotationCall',
          summary:
            "A call as its participant sees it: state, role, the other side's name and the ICE servers",
          params: idParams,
          response: { 200: envelope(callSessionView) },
        },
      },
      async (req) => ok('Call.', await s.calls.show(caller(req), req.params.id)),
    );
    app.post(
      '/quotations/calls/:id/signal',
      {
        config: { auth: 'user' },
        bodyLimit: SIGNAL_BODY_LIMIT,
        schema: {
          tags,
          operationId: 'signalQuotationCall',
          summary:
            "Relay WebRTC signaling (joined, SDP offer/answer, an ICE candidate, bye) to the call's other participant",
          params: idParams,
          body: callSignalBody,
          // 409: the call is over.
          response: { 200: envelope(callSignalAckView), 409: errorEnvelope },
        },
      },
      async (req) => reply(await s.calls.signal(caller(req), req.params.id, req.body)),
    );
  };
