import { del } from '../../../lib/api-client';

/**
 * DELETE conversations/delete-conversation/{id}: to the trash; from the trash, gone for this side.
 * The server acts on the caller's side of it (their own, or their organization's shared one).
 */
export const deleteConversation = (v: { id: number }) =>
  del<null>(`/conversations/delete-conversation/${v.id}`);
