import { post } from '../../../lib/api-client';
import { type Inbox, orgQuery } from './inbox';

/** POST conversations/restore-conversation/{id}: back from the trash to the inbox. */
export const restoreConversation = (v: { inbox: Inbox; id: number }) =>
  post<null>(`/conversations/restore-conversation/${v.id}${orgQuery(v.inbox)}`);
