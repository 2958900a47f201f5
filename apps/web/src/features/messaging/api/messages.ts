import type { ConversationMessagesView } from '@hctl/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import type { Inbox } from './inbox';
import { messagingKeys } from './keys';

/**
 * GET conversations/get-messages/{id} (or get-trashed-messages/{id} for one in the trash): the newest
 * messages first, then older pages by `older_cursor`. Opening a conversation marks it read.
 */
export const fetchMessages = async (
  inbox: Inbox,
  id: number,
  trashed: boolean,
  cursor: string | null,
  limit = 50,
) => {
  const path = trashed ? 'get-trashed-messages' : 'get-messages';
  const query = queryString({
    'org-slug': inbox.kind === 'organization' ? inbox.orgSlug : null,
    cursor,
    limit,
  });
  return (await get<ConversationMessagesView>(`/conversations/${path}/${id}${query}`)).data;
};

export const messagesQuery = (inbox: Inbox, id: number, trashed: boolean) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(inbox.key, id, trashed),
    queryFn: ({ pageParam }) => fetchMessages(inbox, id, trashed, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.older_cursor,
    // Live updates arrive over the socket; a refetch would reload every older page too.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Marks the conversation read up to its newest message (get-messages does that; one message asked for). */
export const markRead = (inbox: Inbox, id: number) => fetchMessages(inbox, id, false, null, 1);
