import {
  conversationListQuery,
  draftListView,
  draftMessageBody,
  draftView,
  envelope,
  errorEnvelope,
  messageSentView,
  newMessageBody,
  sendMessageBody,
  updateDraftBody,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseFields } from '../../lib/fields';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { readFiles } from '../../plugins/uploads';
import type { DraftsService } from './drafts.service';
import type { SendingService } from './sending.service';

const tags = ['messaging'];
const user = { auth: 'user' as const };
const MB = 1024 * 1024;
/** 415: multipart expected but something else sent; 422: a field or a file refused. */
const sent = { 200: envelope(messageSentView), 415: errorEnvelope, 422: errorEnvelope };

/**
 * A message's fields and files: JSON, or multipart with files under `attachment` and
 * `attachments` (repeatable): at most 5, 10 MB each, PDF, Word, images or MP4, checked by content.
 * (No `body` schema on these routes: a multipart body is read here, and validated like JSON.)
 */
export async function messageForm(req: FastifyRequest) {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as Record<string, string>, files: [] };
  return readFiles(req, {
    fields: ['attachment', 'attachments', 'attachments[]'],
    accept: ['pdf', 'doc', 'docx', 'png', 'jpg', 'gif', 'webp', 'mp4'],
    maxBytes: 10 * MB,
    maxFiles: 5,
    errorField: 'attachments',
  });
}

/** Sending and drafts in a person's name (or in an organization conversation they answer for). */
export const sendingRoutes =
  (s: { sending: SendingService; drafts: DraftsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/conversations/new-message',
      {
        config: user,
        schema: {
          tags,
          operationId: 'sendNewMessage',
          summary:
            'Write to a person or an organization (JSON or multipart with attachments); reuses the conversation if there is one',
          response: sent,
        },
      },
      async (req) => {
        const { fields, files } = await messageForm(req);
        return reply(
          await s.sending.newMessage(caller(req).userId, parseFields(newMessageBody, fields), files),
        );
      },
    );
    app.post(
      '/conversations/send-message',
      {
        config: user,
        schema: {
          tags,
          operationId: 'sendMessage',
          summary:
            'Send a message (JSON or multipart with attachments) in a conversation; client_id makes retries safe',
          response: sent,
        },
      },
      async (req) => {
        const { fields, files } = await messageForm(req);
        return reply(await s.sending.send(caller(req).userId, parseFields(sendMessageBody, fields), files));
      },
    );
    app.post(
      '/conversations/draft-message',
      {
        config: user,
        schema: {
          tags,
          operationId: 'saveDraftMessage',
          summary: 'Save an unsent message to a conversation or to someone new',
          body: draftMessageBody,
          response: { 200: envelope(draftView) },
        },
      },
      async (req) => reply(await s.drafts.create(caller(req).userId, req.body)),
    );
    app.post(
      '/conversations/update-draft',
      {
        config: user,
        schema: {
          tags,
          operationId: 'updateDraftMessage',
          summary: "Edit one of the caller's drafts",
          body: updateDraftBody,
          response: { 200: envelope(draftView) },
        },
      },
      async (req) => reply(await s.drafts.update(caller(req).userId, req.body)),
    );
    app.get(
      '/conversations/draft',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listDraftMessages',
          summary: "The caller's personal drafts, newest first",
          querystring: conversationListQuery,
          response: { 200: envelope(draftListView) },
        },
      },
      async (req) => ok('Drafts.', await s.drafts.list(caller(req).userId, undefined, req.query)),
    );
  };
