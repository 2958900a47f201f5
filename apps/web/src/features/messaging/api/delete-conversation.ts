import { del } from '../../../lib/api-client';
import { type Inbox, orgQuery } from './inbox';

/** DELETE conversations/delete-conversation/{id}: to the trash; from the trash, gone for this side. */
export const deleteConversation = (v: { inbox: Inbox; id: number }) =>
  del<null>(`/conversations/delete-conversation/${v.id}${orgQuery(v.inbox)}`);
