import type { ConversationFolderView, FolderBody } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/**
 * POST conversations/directory/{slug}/update: rename, change its people, or move conversations in
 * (`conversation_ids`). 'Folder update successfully!'.
 */
export const updateFolder = (v: { slug: string; body: FolderBody }) =>
  post<ConversationFolderView>(`/conversations/directory/${encodeURIComponent(v.slug)}/update`, v.body);
