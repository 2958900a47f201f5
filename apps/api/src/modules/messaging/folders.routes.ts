import {
  conversationFolderView,
  deleteFolderBody,
  envelope,
  folderBody,
  folderSlugParams,
  folderUpdateBody,
  messageOnly,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOwnList } from '../../kit/list-routes';
import { reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { FoldersService } from './folders.service';

const tags = ['messaging'];
const user = { auth: 'user' as const };
const folder = { 200: envelope(conversationFolderView) };

/** The caller's conversation folders (spec: conversations/directory/...). */
export const foldersRoutes =
  (s: { folders: FoldersService }): FastifyPluginAsyncZod =>
  async (app) => {
    getOwnList(app, {
      url: '/conversations/directory/all',
      tags,
      operationId: 'listConversationFolders',
      summary: "The caller's conversation folders with their conversation and unread counts",
      item: conversationFolderView,
      message: 'Folders.',
      list: (me) => s.folders.list(me.userId),
    });
    app.post(
      '/conversations/directory/create',
      {
        config: user,
        schema: {
          tags,
          operationId: 'createConversationFolder',
          summary: 'Create a folder: conversations with its people are filed into it',
          body: folderBody,
          response: folder,
        },
      },
      async (req) => reply(await s.folders.create(caller(req).userId, req.body)),
    );
    app.post(
      '/conversations/directory/:slug/update',
      {
        config: user,
        schema: {
          tags,
          operationId: 'updateConversationFolder',
          summary: 'Rename a folder, change its people or move conversations into it',
          params: folderSlugParams,
          body: folderUpdateBody,
          response: folder,
        },
      },
      async (req) => reply(await s.folders.update(caller(req).userId, req.params.slug, req.body)),
    );
    app.post(
      '/conversations/directory/:slug/delete',
      {
        config: user,
        schema: {
          tags,
          operationId: 'deleteConversationFolder',
          summary:
            'Delete a folder; its conversations go back to the inbox, or to the trash with with_conversations',
          params: folderSlugParams,
          body: deleteFolderBody,
          response: { 200: messageOnly },
        },
      },
      async (req) =>
        reply(await s.folders.remove(caller(req).userId, req.params.slug, req.body.with_conversations)),
    );
  };
