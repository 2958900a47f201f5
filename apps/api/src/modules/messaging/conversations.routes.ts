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
    app.get(
      '/conversations/all',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listConversations',
          summary:
            "The caller's inbox (conversations in no folder), or one folder with ?folder=<slug>; newest first",
          querystring: conversationListQuery,
          response: { 200: envelope(conversationListView) },
        },
      },
      async (req) => ok('Conversations.', await c.listMine(caller(req).userId, req.query, 'active')),
    );
    app.get(
      '/conversations/trash',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listTrashedConversations',
          summary: "The caller's trashed conversations, newest first",
          querystring: conversationListQuery,
          response: { 200: envelope(conversationListView) },
        },
      },
      async (req) => ok('Trashed conversations.', await c.listMine(caller(req).userId, req.query, 'trashed')),
    );
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
    app.get(
      '/conversations/get-messages/:id',
      {
        config: user,
        schema: {
          tags,
          operationId: 'getConversationMessages',
          summary: 'Open a conversation: its messages (oldest first, paged back by cursor); marks it read',
          params: conversationIdParams,
          querystring: messagesQuery,
          response: { 200: envelope(conversationMessagesView) },
        },
      },
      async (req) => ok('Messages.', await c.messages(req.params.id, caller(req).userId, req.query, false)),
    );
    app.get(
      '/conversations/get-trashed-messages/:id',
      {
        config: user,
        schema: {
          tags,
          operationId: 'getTrashedConversationMessages',
          summary: "Messages of a conversation in the caller's trash",
          params: conversationIdParams,
          querystring: messagesQuery,
          response: { 200: envelope(conversationMessagesView) },
        },
      },
      async (req) => ok('Messages.', await c.messages(req.params.id, caller(req).userId, req.query, true)),
    );
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
    app.delete(
      '/conversations/delete-conversation/:id',
      {
        config: user,
        schema: {
          tags,
          operationId: 'deleteConversation',
          summary: "Move a conversation to the caller's trash; from the trash, delete it for the caller only",
          params: conversationIdParams,
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await c.remove(req.params.id, caller(req).userId)),
    );
    app.delete(
      '/conversations/delete-message/:id',
      {
        config: user,
        schema: {
          tags,
          operationId: 'deleteMessage',
          summary: 'Delete one of the caller’s messages (or their organization’s) for everyone',
          params: conversationIdParams,
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await c.removeMessage(req.params.id, caller(req).userId)),
    );
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
