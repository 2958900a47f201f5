import type { Page } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { del, get, post, put } from '../../../lib/api-client';

export const ADMIN_LIST_SIZE = 10;

export const adminListKeys = {
  all: ['admin', 'lists'] as const,
  list: (path: string, qs: string) => ['admin', 'lists', path, qs] as const,
};

/** GET /admin/{list}: a page of an admin list, with the search and filters in the query string. */
export const adminListQuery = <T>(path: string, q: URLSearchParams) =>
  queryOptions({
    queryKey: adminListKeys.list(path, q.toString()),
    queryFn: async () => (await get<Page<T>>(`${path}?${q}`)).data,
    placeholderData: keepPreviousData,
  });

/**
 * An admin delete with the reason its owner is told: the spec's POST …/delete for groups,
 * service posts, requests and galleries, DELETE for organizations, jobs and users.
 */
export const removeAdminItem = ({
  method,
  path,
  reason,
}: {
  method: 'POST' | 'DELETE';
  path: string;
  reason: string;
}) => (method === 'POST' ? post<unknown>(path, { reason }) : del<unknown>(path, { reason }));

/** PUT /admin/user/{slug}/card: allow or stop card payments for one account. */
export const setUserCard = ({ slug, is_card_enabled }: { slug: string; is_card_enabled: boolean }) =>
  put<unknown>(`/admin/user/${slug}/card`, { is_card_enabled });
