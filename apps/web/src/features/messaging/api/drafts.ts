import type { CursorPage, DraftView } from '@hctl/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import type { Inbox } from './inbox';
import { messagingKeys } from './keys';

/** GET conversations/draft (organization-conversations/draft?org-slug=): unsent messages, newest first. */
export const draftsQuery = (inbox: Inbox) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.drafts(inbox.key),
    queryFn: async ({ pageParam }) => {
      const base =
        inbox.kind === 'organization' ? '/organization-conversations/draft' : '/conversations/draft';
      const query = queryString({
        'org-slug': inbox.kind === 'organization' ? inbox.orgSlug : null,
        cursor: pageParam,
        limit: 20,
      });
      return (await get<CursorPage<DraftView>>(`${base}${query}`)).data;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
