import { del } from '../../../lib/api-client';
import { type Inbox, orgQuery } from './inbox';

/** DELETE conversations/delete-message/{id}: the sender's own message. 'Message is deleted successfully!'. */
export const deleteMessage = (v: { inbox: Inbox; id: number }) =>
  del<null>(`/conversations/delete-message/${v.id}${orgQuery(v.inbox)}`);
