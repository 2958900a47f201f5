import {
  envelope,
  errorEnvelope,
  groupCommentCreateBody,
  groupCommentListQuery,
  groupCommentPageView,
  groupCommentParams,
  groupCommentReactBody,
  groupCommentUpdateBody,
  groupCommentView,
  groupFeedQuery,
  groupFeedView,
  groupPollAnswerBody,
  groupPostKeyParams,
  groupPostPageView,
  groupPostParams,
  groupPostPostParams,
  groupPostReactBody,
  groupPostRejectBody,
  groupPostShareBody,
  groupPostUuidParams,
  groupPostView,
  groupReactionTotalsView,
  groupReviewQuery,
  groupSlugParams,
  messageOnly,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeTable } from '../../kit/route-table';
import { reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { readGroupPostForm } from './group-uploads';
// Groups are for individual accounts (see groups.routes.ts).
import { auth, tags } from './groups.routes';
import type { PostsService } from './posts.service';

const uidParams = groupSlugParams.extend({ uid: z.guid({ message: 'Not a valid id.' }) });

/**
 * A group's posts, comments, reactions and polls. The spec writes several of these paths without
 * the `groups/{slug}/` prefix; endpoints.tsv has them under it, and so do we.
 */
export const postsRoutes =
  (s: { posts: PostsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.posts;
    app.get(
      '/groups/:slug/posts',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'groupFeed',
          summary:
            "A group's feed, newest first: keyset cursor (next_cursor), or page; post_uid / comment_uid open it at that post",
          params: groupSlugParams,
          querystring: groupFeedQuery,
          response: { 200: envelope(groupFeedView) },
        },
      },
      async (req) => reply(await svc.feed(caller(req), req.params.slug, req.query)),
    );
    app.get(
      '/groups/:slug/posts/review',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'groupPostsForReview',
          summary: 'Posts waiting for approval, oldest first (group admins)',
          params: groupSlugParams,
          querystring: groupReviewQuery,
          response: { 200: envelope(groupPostPageView) },
        },
      },
      async (req) => reply(await svc.review(caller(req), req.params.slug, req.query)),
    );
    app.get(
      '/groups/:slug/posts/:uid',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'showGroupPost',
          summary: 'One post with its first comments (pending ones: their author and the admins)',
          params: groupPostParams,
          response: { 200: envelope(groupPostView) },
        },
      },
      async (req) => reply(await svc.show(caller(req), req.params.slug, req.params.uid)),
    );
    app.get(
      '/groups/:slug/posts/:uuid/comments',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'listGroupPostComments',
          summary: "A post's comments oldest first (keyset), or a comment's replies (parent_uid)",
          params: groupPostUuidParams,
          querystring: groupCommentListQuery,
          response: { 200: envelope(groupCommentPageView) },
        },
      },
      async (req) => reply(await svc.comments(caller(req), req.params.slug, req.params.uuid, req.query)),
    );
    // The spec names the id {uuid} in the GET form and {uid} in the POST form of the same URL; one
    // name here, or the OpenAPI document would hold two paths differing only by a parameter's name.
    const totals = [
      {
        method: 'GET',
        url: '/groups/:slug/posts/total-reactions/:uid',
        operationId: 'groupPostReactionTotals',
        summary: "A post's reactions: the total and the count of each type",
        count: 'totals',
      },
      {
        method: 'POST',
        url: '/groups/:slug/posts/total-reactions/:uid',
        operationId: 'groupPostReactionTotalsPost',
        summary: "A post's reactions by type (the spec's POST form of total-reactions; changes nothing)",
        count: 'totals',
      },
      {
        method: 'GET',
        url: '/groups/:slug/posts/comments/total-reactions/:uid',
        operationId: 'groupCommentReactionTotals',
        summary: "A comment's reactions: the total and the count of each type",
        count: 'commentTotals',
      },
    ] as const;
    routeTable(app, totals, {
      config: { auth },
      tags,
      schema: { params: uidParams, response: { 200: envelope(groupReactionTotalsView) } },
      handler: async (req, { count }) =>
        reply(await svc[count](caller(req), req.params.slug, req.params.uid)),
    });
    app.post(
      '/groups/:slug/posts/create',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'createGroupPost',
          summary:
            "Post in a group (multipart with media[], at most 5: 'select only 5 items'; or JSON); polls have 2–6 options",
          params: groupSlugParams,
          response: { 200: envelope(groupPostView), 415: errorEnvelope, 422: errorEnvelope },
        },
      },
      async (req) => {
        // Membership is checked again in the service; the form is read only for signed-in callers.
        const form = await readGroupPostForm(req);
        return reply(await svc.create(caller(req), req.params.slug, form));
      },
    );
    app.post(
      '/groups/:slug/posts/:uid/share',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'shareGroupPost',
          summary: 'Share a post to another group the caller belongs to; the share links to the original',
          params: groupPostParams,
          body: groupPostShareBody,
          response: { 200: envelope(groupPostView), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.share(caller(req), req.params.slug, req.params.uid, req.body)),
    );
    app.post(
      '/groups/:slug/posts/:uuid/comments/create',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'createGroupComment',
          summary: 'Comment on a post, or reply to a comment (parent_uid; one level deep)',
          params: groupPostUuidParams,
          body: groupCommentCreateBody,
          response: { 200: envelope(groupCommentView), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.createComment(caller(req), req.params.slug, req.params.uuid, req.body)),
    );
    app.post(
      '/groups/:slug/posts/react',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'reactToGroupPost',
          summary: 'React to a post (post_uid, type): the same type again removes it, another replaces it',
          params: groupSlugParams,
          body: groupPostReactBody,
          response: { 200: envelope(groupReactionTotalsView), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.react(caller(req), req.params.slug, req.body.post_uid, req.body.type)),
    );
    app.post(
      '/groups/:slug/posts/:post/comments/react',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'reactToGroupComment',
          summary: 'React to a comment of the post (comment_uid, type); toggles like post reactions',
          params: groupPostPostParams,
          body: groupCommentReactBody,
          response: { 200: envelope(groupReactionTotalsView), 422: errorEnvelope },
        },
      },
      async (req) =>
        reply(
          await svc.reactComment(
            caller(req),
            req.params.slug,
            req.params.post,
            req.body.comment_uid,
            req.body.type,
          ),
        ),
    );
    app.post(
      '/groups/:slug/posts/:key/answer',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'answerGroupPoll',
          summary: 'Vote in a poll (option_id): one vote per member, changeable until the poll closes',
          params: groupPostKeyParams,
          body: groupPollAnswerBody,
          response: { 200: envelope(groupPostView), 422: errorEnvelope },
        },
      },
      async (req) =>
        reply(await svc.answer(caller(req), req.params.slug, req.params.key, req.body.option_id)),
    );
    const editComment = (method: 'PUT' | 'POST') => ({
      config: { auth },
      schema: {
        tags,
        operationId: method === 'PUT' ? 'updateGroupComment' : 'updateOrDeleteGroupComment',
        summary:
          method === 'PUT'
            ? 'Edit a comment (its author)'
            : "Edit a comment (its author), or delete it with _method: 'DELETE' (its author or a group admin)",
        params: groupCommentParams,
        body: groupCommentUpdateBody,
        response: { 200: envelope(groupCommentView.nullable()), 422: errorEnvelope },
      },
    });
    app.put('/groups/:slug/posts/:uid/comments/:commentUid', editComment('PUT'), async (req) =>
      reply(
        await svc.updateComment(caller(req), req.params.slug, req.params.uid, req.params.commentUid, {
          // PUT only edits: a `_method` in its body is not a way to delete.
          body: req.body.body,
        }),
      ),
    );
    app.post('/groups/:slug/posts/:uid/comments/:commentUid', editComment('POST'), async (req) =>
      reply(
        await svc.updateComment(
          caller(req),
          req.params.slug,
          req.params.uid,
          req.params.commentUid,
          req.body,
        ),
      ),
    );
    // Not in the spec (it has no way to take a post down): its author, or a group admin.
    app.delete(
      '/groups/:slug/posts/:uid',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'deleteGroupPost',
          summary: 'Delete a post (its author) or remove it (group admins); soft, it leaves every feed',
          params: groupPostParams,
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await svc.remove(caller(req), req.params.slug, req.params.uid)),
    );
    app.put(
      '/groups/:slug/posts/:uid/approve',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'approveGroupPost',
          summary: 'Publish a pending post (group admins); its author is notified',
          params: groupPostParams,
          response: { 200: envelope(groupPostView) },
        },
      },
      async (req) => reply(await svc.decide(caller(req), req.params.slug, req.params.uid, 'published', null)),
    );
    app.put(
      '/groups/:slug/posts/:uid/reject',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'rejectGroupPost',
          summary: 'Reject a pending post with an optional reason (group admins); its author is notified',
          params: groupPostParams,
          body: groupPostRejectBody,
          response: { 200: envelope(groupPostView), 422: errorEnvelope },
        },
      },
      async (req) =>
        reply(
          await svc.decide(
            caller(req),
            req.params.slug,
            req.params.uid,
            'rejected',
            req.body?.reason ?? null,
          ),
        ),
    );
  };
