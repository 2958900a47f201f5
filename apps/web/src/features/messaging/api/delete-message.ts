import { del } from '../../../lib/api-client';

/**
 * DELETE conversations/delete-message/{id}: one's own message (or one sent for the organization one
 * answers for). 'Message is deleted successfully!'.
 */
export const deleteMessage = (v: { id: number }) => del<null>(`/conversations/delete-message/${v.id}`);
