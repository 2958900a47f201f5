import type {
  Envelope,
  NotificationChangedView,
  NotificationListView,
  NotificationPreferencesBody,
  NotificationPreferencesView,
} from '@hctl/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { del, get, put } from '../../lib/api-client';

/**
 * Whose notifications a screen shows: the person's own (every organization included), or those
 * addressed to them about one organization they act for (its bell and page).
 */
export type NotificationSide =
  | { role: 'individual'; userId: number; slug: string }
  | { role: 'organization'; orgId: number; slug: string };

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: (s: NotificationSide) => ['notifications', s.role, s.slug, 'latest'] as const,
  list: (s: NotificationSide, filter: 'all' | 'unread') =>
    ['notifications', s.role, s.slug, 'list', filter] as const,
  preferences: ['notification-preferences'] as const,
};

/** The bell: the newest ten and the unread count (opening it marks nothing read). */
export const latestQuery = (s: NotificationSide) =>
  queryOptions({
    queryKey: notificationKeys.latest(s),
    queryFn: async () =>
      (
        await get<NotificationListView>(
          `/latest-notifications/${s.role}/${s.role === 'individual' ? s.userId : s.orgId}`,
        )
      ).data,
    // Kept live by private-notify; a slow refresh covers a socket that cannot connect.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

/** The full page: pages of 20 by keyset (`before`), all or unread only. */
export const listQuery = (s: NotificationSide, filter: 'all' | 'unread') =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(s, filter),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }) =>
      (
        await get<NotificationListView>(
          `/${s.role}/${encodeURIComponent(s.slug)}/notifications?take=20&filter=${filter}${pageParam ? `&before=${pageParam}` : ''}`,
        )
      ).data,
    getNextPageParam: (last) => last.next_before,
  });

export const answerNotification = (
  s: NotificationSide,
  id: number,
  verb: 'accept' | 'reject',
): Promise<Envelope<NotificationChangedView>> =>
  put(`/${s.role}/${encodeURIComponent(s.slug)}/notification/${id}/${verb}`);

/** `all` (of the organization when the side is one) or one notification by id. */
export const clearNotifications = (s: NotificationSide, x: 'all' | number) =>
  put<NotificationChangedView>(
    `/clear-notifications/${x}${x === 'all' && s.role === 'organization' ? `?organization_id=${s.orgId}` : ''}`,
  );

export const deleteNotification = (slug: string, id: number) =>
  del<NotificationChangedView>(`/individual/${encodeURIComponent(slug)}/notification/delete/${id}`);

export const preferencesQuery = queryOptions({
  queryKey: notificationKeys.preferences,
  queryFn: async () => (await get<NotificationPreferencesView>('/notification-preferences')).data,
});

export const savePreferences = (body: NotificationPreferencesBody) =>
  put<NotificationPreferencesView>('/notification-preferences', body);
