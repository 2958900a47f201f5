import type { ConversationFolderView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { messagingKeys } from './keys';

/** GET conversations/directory/all: the person's folders with their counts (folders are per person). */
export const foldersQuery = () =>
  queryOptions({
    queryKey: messagingKeys.folders('me'),
    queryFn: async () => (await get<ConversationFolderView[]>('/conversations/directory/all')).data,
  });
