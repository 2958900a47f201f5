import type { ConversationListView } from '@hctl/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
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
