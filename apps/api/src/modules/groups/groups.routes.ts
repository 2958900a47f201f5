import {
  envelope,
  errorEnvelope,
  groupCreateBody,
  groupInviteEmailsBody,
  groupInviteResultView,
  groupInviteUserBody,
  groupJoinBody,
  groupListQuery,
  groupListView,
  groupMemberDecisionView,
  groupMemberIdParams,
  groupMemberListQuery,
  groupMemberPageView,
  groupMembershipView,
  groupPendingMemberParams,
  groupSlugParams,
  groupSuggestionPageView,
  groupUpdateBody,
  groupView,
  messageOnly,
  publicGroupView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '../../kit/route-table';
import { reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { GroupsService } from './groups.service';
import type { PostsService } from './posts.service';

export const tags = ['groups'];
/**
 * Groups are for people: 'individual' (organizations and the super admin get 403; the admin
 * console has its own community-group routes). Visitors see only public-groups/{slug}.
 */
export const auth = 'individual' as const;

/** Groups and members (spec §7 Groups). Paths exactly as the spec's endpoint list has them. */
export const groupsRoutes =
  (s: { groups: GroupsService; posts: PostsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.groups;
    const lists = [
      {
        url: '/groups',
        operationId: 'listGroups',
        summary: 'Discover groups by member count (search by name; page, or the keyset cursor)',
        list: 'list',
      },
      {
        url: '/my-groups',
        operationId: 'listMyGroups',
        summary: "The caller's groups (active memberships), newest first",
        list: 'mine',
      },
    ] as const;
    routeTable(app, lists, {
      method: 'GET',
      config: { auth },
      tags,
      schema: { querystring: groupListQuery, response: { 200: envelope(groupListView) } },
      handler: async (req, { list }) => reply(await svc[list](caller(req), req.query)),
    });
    app.post(
      '/groups/create',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'createGroup',
          summary: 'Create a group; the caller is its owner and first member',
          body: groupCreateBody,
          response: { 200: envelope(groupView), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.create(caller(req), req.body)),
    );
    app.get(
      '/groups/:slug',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'showGroup',
          summary: "A group's page (a private group: its members only, 404 for others)",
          params: groupSlugParams,
          response: { 200: envelope(groupView) },
        },
      },
      async (req) => reply(await svc.show(caller(req), req.params.slug)),
    );
    app.get(
      '/public-groups/:slug',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'showPublicGroup',
          summary:
            "A group's about for anyone: a public group's counts and recent posts; a private group's about only",
          params: groupSlugParams,
          response: { 200: envelope(publicGroupView) },
        },
      },
      async (req) => reply(await s.posts.publicGroup(req.auth?.userId ?? null, req.params.slug)),
    );
    app.post(
      '/groups/:slug',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'updateOrDeleteGroup',
          summary:
            "Update a group (owner, admins: the fields sent), or delete it with _method: 'DELETE' or action: 'delete' (owner; soft)",
          params: groupSlugParams,
          body: groupUpdateBody,
          response: { 200: envelope(groupView.nullable()), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.updateOrDelete(caller(req), req.params.slug, req.body)),
    );
    const memberLists = [
      {
        url: '/groups/:slug/members',
        operationId: 'listGroupMembers',
        summary: "A group's active members by join order (keyset; search by name)",
        list: 'members',
      },
      {
        url: '/groups/:slug/members/join-requests',
        operationId: 'listGroupJoinRequests',
        summary: 'Pending join requests of a group (its admins)',
        list: 'joinRequests',
      },
    ] as const;
    routeTable(app, memberLists, {
      method: 'GET',
      config: { auth },
      tags,
      schema: {
        params: groupSlugParams,
        querystring: groupMemberListQuery,
        response: { 200: envelope(groupMemberPageView) },
      },
      handler: async (req, { list }) => reply(await svc[list](caller(req), req.params.slug, req.query)),
    });
    app.get(
      '/groups/:slug/members/suggest',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'suggestGroupMembers',
          summary:
            'People an admin may invite, not in the group: same city or specialty, or found by name with search (keyset)',
          params: groupSlugParams,
          querystring: groupMemberListQuery,
          response: { 200: envelope(groupSuggestionPageView) },
        },
      },
      async (req) => reply(await svc.suggest(caller(req), req.params.slug, req.query)),
    );
    app.put(
      '/groups/:slug/members/pending-member/:id/:status',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'decideGroupJoinRequest',
          summary: 'Approve or reject a join request (status approved | rejected; admins)',
          params: groupPendingMemberParams,
          response: { 200: envelope(groupMemberDecisionView) },
        },
      },
      async (req) => reply(await svc.decide(caller(req), req.params.slug, req.params.id, req.params.status)),
    );
    app.put(
      '/groups/:slug/members/remove/:id',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'removeGroupMember',
          summary:
            'Remove a member, or cancel an invitation or request (admins; only the owner removes admins)',
          params: groupMemberIdParams,
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await svc.remove(caller(req), req.params.slug, req.params.id)),
    );
    app.put(
      '/groups/:slug/members/join',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'joinGroup',
          summary:
            'Join a public group, ask to join a private one (the admins decide), or accept an invitation (token)',
          params: groupSlugParams,
          body: groupJoinBody,
          response: { 200: envelope(groupMembershipView), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.join(caller(req), req.params.slug, req.body)),
    );
    app.put(
      '/groups/:slug/members/leave',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'leaveGroup',
          summary: 'Leave a group, or withdraw a join request or invitation (the owner cannot leave)',
          params: groupSlugParams,
          response: { 200: envelope(groupMembershipView) },
        },
      },
      async (req) => reply(await svc.leave(caller(req), req.params.slug)),
    );
    app.post(
      '/groups/:slug/members/inviteUser',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'inviteUsersToGroup',
          summary: 'Invite platform users by id (admins); each gets an actionable notification',
          params: groupSlugParams,
          body: groupInviteUserBody,
          response: { 200: envelope(groupInviteResultView), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.inviteUsers(caller(req), req.params.slug, req.body)),
    );
    app.post(
      '/groups/:slug/invite',
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'inviteEmailsToGroup',
          summary:
            'Invite people by e-mail with a one-time link (admins); signing up and joining with it makes them members',
          params: groupSlugParams,
          body: groupInviteEmailsBody,
          response: { 200: envelope(groupInviteResultView), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.inviteEmails(caller(req), req.params.slug, req.body)),
    );
  };
