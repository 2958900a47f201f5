import {
  conversationIdParams,
  conversationListQuery,
  conversationListView,
  conversationMessagesView,
  conversationView,
  envelope,
  messageOnly,
  messagesQuery,
  presenceParams,
  presenceView,
  recipientsQuery,
  recipientView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeTable } from '../../kit/route-table';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { ConversationsService } from './conversations.service';

const tags = ['messaging'];
const user = { auth: 'user' as const };

/** A person's inbox, trash and conversations (organization inboxes: org-conversations.routes.ts). */
export const conversationsRoutes =
  (s: { conversations: ConversationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const c = s.conversations;
    // The inbox and the trash are one keyset list over the caller's side, filtered by its state.
    const lists = [
      {
        url: '/conversations/all',
        operationId: 'listConversations',
        summary:
          "The caller's inbox (conversations in no folder), or one folder with ?folder=<slug>; newest first",
        message: 'Conversations.',
        side: 'active',
      },
      {
        url: '/conversations/trash',
        operationId: 'listTrashedConversations',
        summary: "The caller's trashed conversations, newest first",
        message: 'Trashed conversations.',
        side: 'trashed',
      },
    ] as const;
    routeTable(app, lists, {
      method: 'GET',
      config: user,
      tags,
      schema: { querystring: conversationListQuery, response: { 200: envelope(conversationListView) } },
      handler: async (req, { message, side }) =>
        ok(message, await c.listMine(caller(req).userId, req.query, side)),
    });
    app.get(
      '/conversations/recipients',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listMessageRecipients',
          summary: 'People and organizations the caller may write to, by name',
          querystring: recipientsQuery,
          response: { 200: envelope(z.array(recipientView)) },
        },
      },
      async (req) => ok('Recipients.', await c.recipients(caller(req).userId, req.query)),
    );
    const threads = [
      {
        url: '/conversations/get-messages/:id',
        operationId: 'getConversationMessages',
        summary: 'Open a conversation: its messages (oldest first, paged back by cursor); marks it read',
        trashed: false,
      },
      {
        url: '/conversations/get-trashed-messages/:id',
        operationId: 'getTrashedConversationMessages',
        summary: "Messages of a conversation in the caller's trash",
        trashed: true,
      },
    ];
    routeTable(app, threads, {
      method: 'GET',
      config: user,
      tags,
      schema: {
        params: conversationIdParams,
        querystring: messagesQuery,
        response: { 200: envelope(conversationMessagesView) },
      },
      handler: async (req, { trashed }) =>
        ok('Messages.', await c.messages(req.params.id, caller(req).userId, req.query, trashed)),
    });
    app.post(
      '/conversations/restore-conversation/:id',
      {
        config: user,
        schema: {
          tags,
          operationId: 'restoreConversation',
          summary: "Move a conversation from the caller's trash back to the inbox",
          params: conversationIdParams,
          response: { 200: envelope(conversationView) },
        },
      },
      async (req) => reply(await c.restore(req.params.id, caller(req).userId)),
    );
    const deletions = [
      {
        url: '/conversations/delete-conversation/:id',
        operationId: 'deleteConversation',
        summary: "Move a conversation to the caller's trash; from the trash, delete it for the caller only",
        remove: 'remove',
      },
      {
        url: '/conversations/delete-message/:id',
        operationId: 'deleteMessage',
        summary: 'Delete one of the caller’s messages (or their organization’s) for everyone',
        remove: 'removeMessage',
      },
    ] as const;
    routeTable(app, deletions, {
      method: 'DELETE',
      config: user,
      tags,
      schema: { params: conversationIdParams, response: { 200: messageOnly } },
      handler: async (req, { remove }) => reply(await c[remove](req.params.id, caller(req).userId)),
    });
    app.put(
      '/conversations/is-online/:id/:conv',
      {
        config: user,
        schema: {
          tags,
          operationId: 'markOnlineInConversation',
          summary:
            'The caller is online with a conversation open; answers whether the other person is online',
          params: presenceParams,
          response: { 200: envelope(presenceView) },
        },
      },
      async (req) =>
        ok('Presence updated.', await c.online(req.params.id, req.params.conv, caller(req).userId)),
    );
    app.put(
      '/conversations/is-offline',
      {
        config: user,
        schema: {
          tags,
          operationId: 'markOffline',
          summary: 'The caller went offline',
          response: { 200: envelope(presenceView) },
        },
      },
      async (req) => ok('Presence updated.', await c.offline(caller(req).userId)),
    );
  };
