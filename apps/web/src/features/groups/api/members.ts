import type { CursorPage, GroupMemberView, GroupSuggestionView } from '@hctl/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get, post, put } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { groupsKeys } from './keys';

const base = (slug: string) => `/groups/${encodeURIComponent(slug)}/members`;

const keyset = <T>(key: readonly unknown[], path: (cursor: string | null) => string) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: async ({ pageParam }) => (await get<CursorPage<T>>(path(pageParam))).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last: CursorPage<T>) => last.next_cursor,
    placeholderData: keepPreviousData,
  });

/** GET groups/{slug}/members (active members, with their roles). */
export const membersQuery = (slug: string, search: string) =>
  keyset<GroupMemberView>(
    groupsKeys.members(slug, search),
    (cursor) => `${base(slug)}${queryString({ search, cursor, take: 20 })}`,
  );

/** GET groups/{slug}/members/join-requests (group admins). */
export const joinRequestsQuery = (slug: string) =>
  keyset<GroupMemberView>(
    groupsKeys.requests(slug),
    (cursor) => `${base(slug)}/join-requests${queryString({ cursor, take: 20 })}`,
  );

/** GET groups/{slug}/members/suggest: people to invite (same city or specialty, not in the group). */
export const suggestionsQuery = (slug: string) =>
  keyset<GroupSuggestionView>(
    groupsKeys.suggest(slug, ''),
    (cursor) => `${base(slug)}/suggest${queryString({ cursor, take: 10 })}`,
  );

/**
 * Finding someone to invite by name: GET groups/{slug}/members/suggest?search= (individuals not in
 * the group yet; the messaging recipients list would also offer organizations' owners and members,
 * whom the invitation skips).
 */
export const peopleSearchQuery = (slug: string, search: string) =>
  queryOptions({
    queryKey: groupsKeys.byName(slug, search),
    queryFn: async () =>
      (
        await get<CursorPage<GroupSuggestionView>>(
          `${base(slug)}/suggest${queryString({ search, take: 10 })}`,
        )
      ).data.data,
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });

/** PUT groups/{slug}/members/pending-member/{id}/{approved|rejected}. */
export const decideJoinRequest = (v: { slug: string; id: number; status: 'approved' | 'rejected' }) =>
  put<unknown>(`${base(v.slug)}/pending-member/${v.id}/${v.status}`, {});

/** PUT groups/{slug}/members/remove/{id} (the membership id). */
export const removeMember = (v: { slug: string; id: number }) =>
  put<unknown>(`${base(v.slug)}/remove/${v.id}`, {});

/** POST groups/{slug}/members/inviteUser: people on HCTL. */
export const inviteUsers = (v: { slug: string; userIds: number[] }) =>
  post<{ invited: number; skipped: number }>(`${base(v.slug)}/inviteUser`, { user_ids: v.userIds });

/** POST groups/{slug}/invite: people without an account, by e-mail. */
export const inviteEmails = (v: { slug: string; emails: string[]; message?: string | null }) =>
  post<{ invited: number; skipped: number }>(`/groups/${encodeURIComponent(v.slug)}/invite`, {
    emails: v.emails,
    message: v.message ?? null,
  });
