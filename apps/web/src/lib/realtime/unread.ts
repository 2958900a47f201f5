import type { ConversationListView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../api-client';
import { type InboxKey, messagingKeys } from './messaging-cache';

/**
 * The header badge's number: `total_unread` of the inbox's conversation list (one row asked for;
 * the server sums the unread over every active conversation of the inbox).
 */
export const unreadQuery = (inbox: InboxKey) =>
  queryOptions({
    queryKey: messagingKeys.unread(inbox),
    queryFn: async () => {
      const path =
        inbox === 'me'
          ? '/conversations/all?limit=1'
          : `/organization-conversations/all?org-slug=${encodeURIComponent(inbox.slice(4))}&limit=1`;
      return (await get<ConversationListView>(path)).data.total_unread;
    },
    // Kept live by the socket; a slow refresh covers a connection that cannot be made at all.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
