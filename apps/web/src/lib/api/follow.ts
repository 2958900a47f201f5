import type { FollowStateView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { del, get, post } from '../api-client';

export const followKeys = {
  /** Also a prefix of the individual dashboard's followed list (dashboards feature), refreshed after a change. */
  all: ['follow'] as const,
  state: (slug: string) => ['follow', slug] as const,
};

export const followStateQuery = (slug: string) =>
  queryOptions({
    queryKey: followKeys.state(slug),
    queryFn: async () => (await get<FollowStateView>(`/organization/${slug}/follow`)).data,
  });

/** Follow or stop following; both are idempotent, so a double click ends where the last click meant. */
export const setFollowing = (v: { slug: string; follow: boolean }) =>
  v.follow
    ? post<FollowStateView>(`/organization/${v.slug}/follow`)
    : del<FollowStateView>(`/organization/${v.slug}/follow`);
