import { post } from '../../../lib/api-client';

/**
 * POST conversations/directory/{slug}/delete {with_conversations}: its conversations go to the trash
 * (true) or back to the inbox (false). 'Folder is deleted successfully!'.
 */
export const deleteFolder = (v: { slug: string; withConversations: boolean }) =>
  post<null>(`/conversations/directory/${encodeURIComponent(v.slug)}/delete`, {
    with_conversations: v.withConversations,
  });
