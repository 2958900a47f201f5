import type { DraftView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';
import { type Inbox, orgQuery } from './inbox';

export type SaveDraftVars = {
  inbox: Inbox;
  message: string;
  /** An existing draft is updated (update-draft); otherwise one is created (draft-message). */
  draftId?: number;
  conversationId?: number;
  receiver?: { id: number; type: 'user' | 'organization' };
};

/** POST conversations/draft-message (a new draft) or conversations/update-draft (an edit). */
export function saveDraft(v: SaveDraftVars) {
  const org = orgQuery(v.inbox);
  if (v.draftId)
    return post<DraftView>(`/conversations/update-draft${org}`, {
      draft_id: v.draftId,
      message: v.message,
      receiver_id: v.receiver?.id,
      receiver_type: v.receiver?.type,
    });
  return post<DraftView>(`/conversations/draft-message${org}`, {
    conversation_id: v.conversationId,
    receiver_id: v.receiver?.id,
    receiver_type: v.receiver?.type ?? 'user',
    message: v.message,
  });
}
