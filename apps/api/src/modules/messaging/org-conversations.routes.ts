import {
  conversationListView,
  draftListView,
  envelope,
  errorEnvelope,
  messageSentView,
  orgConversationListQuery,
  orgSendMessageBody,
  orgSendMessageQuery,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseFields } from '../../lib/fields';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { ConversationsService } from './conversations.service';
import type { DraftsService } from './drafts.service';
import { messageForm } from './sending.routes';
import type { SendingService } from './sending.service';

const tags = ['messaging'];
/**
 * The organization comes from `?org-slug=` (not a `:slug` path segment), so `auth.org` cannot
 * resolve it: the services apply the same rule (owner, or a member whose role holds `messages`;
 * outsiders 404, members without it 403).
 */
const user = { auth: 'user' as const };
const list = { 200: envelope(conversationListView) };

/** An organization's shared inbox (spec: organization-conversations/...). */
export const orgConversationsRoutes =
  (s: {
    conversations: ConversationsService;
    sending: SendingService;
    drafts: DraftsService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const lists = [
      ['all', 'listOrganizationConversations', "The organization's inbox, newest first", 'active', undefined],
      [
        'all-jobs',
        'listOrganizationJobConversations',
        "The organization's conversations about its jobs",
        'active',
        'job',
      ],
      [
        'all-services',
        'listOrganizationServiceConversations',
        "The organization's conversations about its service galleries",
        'active',
        'service',
      ],
      [
        'trash',
        'listOrganizationTrashedConversations',
        "The organization's trashed conversations",
        'trashed',
        undefined,
      ],
    ] as const;
    for (const [path, operationId, summary, state, about] of lists) {
      app.get(
        `/organization-conversations/${path}`,
        {
          config: user,
          schema: { tags, operationId, summary, querystring: orgConversationListQuery, response: list },
        },
        async (req) =>
          ok(
            'Conversations.',
            await s.conversations.listOrg(caller(req).userId, req.query['org-slug'], req.query, state, about),
          ),
      );
    }
    app.get(
      '/organization-conversations/draft',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listOrganizationDraftMessages',
          summary: "The caller's drafts written for the organization",
          querystring: orgConversationListQuery,
          response: { 200: envelope(draftListView) },
        },
      },
      async (req) => ok('Drafts.', await s.drafts.list(caller(req).userId, req.query['org-slug'], req.query)),
    );
    app.post(
      '/organization-conversations/send-message',
      {
        config: user,
        schema: {
          tags,
          operationId: 'sendOrganizationMessage',
          summary:
            'Write to a person for the organization, about one of its jobs (job_id) or service galleries (service_gallery_id)',
          querystring: orgSendMessageQuery,
          response: { 200: envelope(messageSentView), 415: errorEnvelope, 422: errorEnvelope },
        },
      },
      async (req) => {
        const { fields, files } = await messageForm(req);
        return reply(
          await s.sending.orgSend(
            caller(req).userId,
            req.query,
            parseFields(orgSendMessageBody, fields),
            files,
          ),
        );
      },
    );
  };
