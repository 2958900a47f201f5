import {
  connectionInviteView,
  connectionListView,
  connectionStateView,
  envelope,
  errorEnvelope,
  inviteListView,
  messageOnly,
  networkIdParams,
  networkListQuery,
  sendInviteBody,
  sendInviteResultView,
  suggestedQuery,
  suggestionListView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '../../kit/route-table';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { NetworkService } from './network.service';

export const tags = ['network'];
/** Network calls are for individuals: organization and super-admin accounts are refused (403). */
export const auth = 'individual' as const;

/**
 * Connections (spec "Network"): the lists, suggestions, and send / accept / remove. `{id}` is the
 * other person's user id for send-invite and remove-connection, the invite's id for accept-invite
 * and the two documented extras the spec names in §4 without a path (decline-invite, cancel-invite).
 */
export const networkRoutes =
  (s: { network: NetworkService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.network;
    app.get(
      '/connections',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'listConnections',
          summary: "The caller's connections, newest first (or oldest, or by name), searched by name",
          querystring: networkListQuery,
          response: { 200: envelope(connectionListView), 422: errorEnvelope },
        },
      },
      async (req) => ok('Your connections.', await svc.connections(caller(req), req.query)),
    );
    const inviteLists = [
      {
        url: '/pending-invite',
        operationId: 'listReceivedInvites',
        summary: 'Invitations to connect the caller received and has not answered',
        message: 'Invitations received.',
        side: 'received',
      },
      {
        url: '/get-sent-invite',
        operationId: 'listSentInvites',
        summary: 'Invitations to connect the caller sent that are still pending',
        message: 'Invitations sent.',
        side: 'sent',
      },
    ] as const;
    routeTable(app, inviteLists, {
      method: 'GET',
      config: { auth },
      tags,
      schema: {
        querystring: networkListQuery,
        response: { 200: envelope(inviteListView), 422: errorEnvelope },
      },
      handler: async (req, { message, side }) => ok(message, await svc.invites(caller(req), side, req.query)),
    });
    app.get(
      '/suggested',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'listSuggestedConnections',
          summary:
            'People the caller may know (connections in common, organizations, specialty, city), each with why',
          querystring: suggestedQuery,
          response: { 200: envelope(suggestionListView) },
        },
      },
      async (req) => ok('People you may know.', await svc.suggested(caller(req), req.query)),
    );
    app.get(
      '/connection-status/:id',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'showConnectionStatus',
          summary: 'Between the caller and one person: connected, invited, invited you, or none (extra)',
          params: networkIdParams,
          response: { 200: envelope(connectionStateView) },
        },
      },
      async (req) => ok('Connection status.', await svc.state(caller(req), req.params.id)),
    );
    app.post(
      '/send-invite/:id',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'sendConnectionInvite',
          summary:
            'Invite a person (their user id) to connect; if they already invited the caller, theirs is accepted',
          params: networkIdParams,
          body: sendInviteBody,
          response: { 200: envelope(sendInviteResultView), 404: errorEnvelope, 409: errorEnvelope },
        },
      },
      async (req) => reply(await svc.send(caller(req), req.params.id, req.body?.message ?? null)),
    );
    // The service checks which side may give each answer; the routes only name the invitation.
    const answers = [
      {
        method: 'POST',
        url: '/accept-invite/:id',
        operationId: 'acceptConnectionInvite',
        summary: 'Accept an invitation (its id): both are connected; accepting again changes nothing',
        answer: 'accept',
      },
      {
        method: 'POST',
        url: '/decline-invite/:id',
        operationId: 'declineConnectionInvite',
        summary: 'Decline an invitation (its id) received (extra: spec §4 without a path)',
        answer: 'decline',
      },
      {
        method: 'DELETE',
        url: '/cancel-invite/:id',
        operationId: 'cancelConnectionInvite',
        summary:
          'Take back an invitation (its id) the caller sent (extra: spec §4 names cancel without a path)',
        answer: 'cancel',
      },
    ] as const;
    routeTable(app, answers, {
      config: { auth },
      tags,
      schema: {
        params: networkIdParams,
        response: { 200: envelope(connectionInviteView), 404: errorEnvelope, 409: errorEnvelope },
      },
      handler: async (req, { answer }) => reply(await svc[answer](caller(req), req.params.id)),
    });
    app.delete(
      '/remove-connection/:id',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'removeConnection',
          summary: 'Remove the connection with a person (their user id), on both sides',
          params: networkIdParams,
          response: { 200: messageOnly, 404: errorEnvelope },
        },
      },
      async (req) => reply(await svc.remove(caller(req), req.params.id)),
    );
  };
