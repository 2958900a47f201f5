import type { ConversationView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST conversations/restore-conversation/{id}: back from the caller's side's trash to the inbox. */
export const restoreConversation = (v: { id: number }) =>
  post<ConversationView>(`/conversations/restore-conversation/${v.id}`);
