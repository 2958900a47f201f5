import type {
  GroupCreateBody,
  GroupListView,
  GroupMembershipView,
  GroupUpdateBody,
  GroupView,
  PublicGroupView,
} from '@hctl/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get, post, put } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { groupsKeys } from './keys';

/** GET my-groups (`mine`) or GET groups (discovery, with search): keyset pages via `next_cursor`. */
export const groupListQuery = (scope: 'mine' | 'discover', search: string) =>
  infiniteQueryOptions({
    queryKey: groupsKeys.list(scope, search),
    queryFn: async ({ pageParam }) =>
      (
        await get<GroupListView>(
          `/${scope === 'mine' ? 'my-groups' : 'groups'}${queryString({ search, cursor: pageParam, take: 12 })}`,
        )
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });

/** GET groups/{slug}: members and anyone on a public group; 404 for a private group one is not in. */
export const groupQuery = (slug: string) =>
  queryOptions({
    queryKey: groupsKeys.about(slug),
    queryFn: async () => (await get<GroupView>(`/groups/${encodeURIComponent(slug)}`)).data,
    retry: (n, err) => n < 2 && (err as { status?: number }).status !== 404,
  });

/** GET public-groups/{slug}: what visitors see (a private group's about only). */
export const publicGroupQuery = (slug: string, viewer: number | null) =>
  queryOptions({
    queryKey: [...groupsKeys.publicGroup(slug), viewer],
    queryFn: async () => (await get<PublicGroupView>(`/public-groups/${encodeURIComponent(slug)}`)).data,
    retry: (n, err) => n < 2 && (err as { status?: number }).status !== 404,
  });

export const createGroup = (body: GroupCreateBody) => post<GroupView>('/groups/create', body);

/** POST groups/{slug}: a partial update (owner and admins). */
export const updateGroup = (v: { slug: string; body: GroupUpdateBody }) =>
  post<GroupView>(`/groups/${encodeURIComponent(v.slug)}`, v.body);

/** POST groups/{slug} with `_method: 'DELETE'`: the spec's one call for update and delete (owner only). */
export const deleteGroup = (slug: string) =>
  post<unknown>(`/groups/${encodeURIComponent(slug)}`, { _method: 'DELETE' });

/** PUT groups/{slug}/members/join: joins a public group, asks to join a private one, or accepts an invitation. */
export const joinGroup = (v: { slug: string; message?: string | null; token?: string }) =>
  put<GroupMembershipView>(`/groups/${encodeURIComponent(v.slug)}/members/join`, {
    message: v.message ?? null,
    ...(v.token ? { token: v.token } : {}),
  });

export const leaveGroup = (slug: string) =>
  put<GroupMembershipView>(`/groups/${encodeURIComponent(slug)}/members/leave`, {});
