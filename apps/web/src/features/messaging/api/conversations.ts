import type { ConversationListView } from '@hctl/contracts';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import type { Inbox, Section } from './inbox';
import { messagingKeys } from './keys';

const PATHS: Record<Inbox['kind'], Partial<Record<Section, string>>> = {
  user: { inbox: '/conversations/all', trash: '/conversations/trash' },
  organization: {
    inbox: '/organization-conversations/all',
    jobs: '/organization-conversations/all-jobs',
    services: '/organization-conversations/all-services',
    trash: '/organization-conversations/trash',
  },
};

/**
 * GET conversations/all|trash (a folder: all?folder=) or organization-conversations/all|all-jobs|
 * all-services|trash?org-slug=: keyset pages, newest activity first.
 */
export const fetchConversations = async (
  inbox: Inbox,
  section: Section,
  folder: string | null,
  search: string,
  cursor: string | null,
) => {
  const path = PATHS[inbox.kind][section];
  if (!path) throw new Error(`No conversation list for ${section}`);
  const query = queryString({
    'org-slug': inbox.kind === 'organization' ? inbox.orgSlug : null,
    folder,
    search,
    cursor,
    limit: 20,
  });
  return (await get<ConversationListView>(`${path}${query}`)).data;
};

export const conversationsQuery = (inbox: Inbox, section: Section, folder: string | null, search: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.list(inbox.key, section, folder, search),
    queryFn: ({ pageParam }) => fetchConversations(inbox, section, folder, search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/**
 * A conversation's unread count as the inbox's lists on hand show it (the socket keeps them
 * current); null when it is not known: no list holds it, or the lists are being reloaded.
 */
export function listedUnread(qc: QueryClient, inbox: Inbox, id: number): number | null {
  const lists = messagingKeys.lists(inbox.key);
  if (qc.isFetching({ queryKey: lists }) > 0) return null;
  const listed = qc
    .getQueriesData<InfiniteData<ConversationListView>>({ queryKey: lists })
    .flatMap(([, data]) => data?.pages.flatMap((p) => p.data) ?? [])
    .filter((c) => c.id === id);
  return listed.length ? Math.max(...listed.map((c) => c.unread_count)) : null;
}
