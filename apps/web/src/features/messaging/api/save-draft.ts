import type { DraftView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

export type SaveDraftVars = {
  message: string;
  /** An existing draft is updated (update-draft); otherwise one is created (draft-message). */
  draftId?: number;
  conversationId?: number;
  receiver?: { id: number; type: 'user' | 'organization' };
};

/**
 * POST conversations/draft-message (a new draft) or conversations/update-draft (an edit). A draft
 * in a conversation belongs to the caller's side of it (an organization's drafts list shows it).
 */
export function saveDraft(v: SaveDraftVars) {
  if (v.draftId)
    return post<DraftView>('/conversations/update-draft', {
      draft_id: v.draftId,
      message: v.message,
      receiver_id: v.receiver?.id,
      receiver_type: v.receiver?.type,
    });
  return post<DraftView>('/conversations/draft-message', {
    conversation_id: v.conversationId,
    receiver_id: v.receiver?.id,
    receiver_type: v.receiver?.type ?? 'user',
    message: v.message,
  });
}
