import type { RecipientView } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import type { Inbox } from './inbox';
import { messagingKeys } from './keys';

/** GET conversations/recipients?search=: people and organizations the caller may write to. */
export const recipientsQuery = (inbox: Inbox, search: string) =>
  queryOptions({
    queryKey: messagingKeys.recipients(inbox.key, search),
    queryFn: async () => {
      const query = queryString({
        search,
        limit: 10,
        'org-slug': inbox.kind === 'organization' ? inbox.orgSlug : null,
      });
      return (await get<RecipientView[]>(`/conversations/recipients${query}`)).data;
    },
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
