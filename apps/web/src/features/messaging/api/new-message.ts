import type { MessageSentView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';
import { upload } from '../../../lib/upload';
import { type Inbox, orgQuery } from './inbox';

export interface NewMessageVars {
  inbox: Inbox;
  receiverId: number;
  receiverType: 'user' | 'organization';
  message: string;
  clientId: string;
  files: File[];
  /** The draft being sent (removed when the message goes out). */
  draftId?: number;
  onProgress?: (percent: number) => void;
}

/**
 * The first message to someone: POST conversations/new-message (reuses the conversation when there
 * is one). An organization writes to a person with organization-conversations/send-message?org-slug=.
 */
export function newMessage(v: NewMessageVars) {
  const asOrg = v.inbox.kind === 'organization';
  const path = asOrg
    ? `/organization-conversations/send-message${orgQuery(v.inbox)}`
    : '/conversations/new-message';
  const fields: Record<string, string | number> = {
    receiver_id: v.receiverId,
    message: v.message,
    client_id: v.clientId,
  };
  if (!asOrg) fields.receiver_type = v.receiverType;
  if (v.draftId) fields.draft_id = v.draftId;
  if (!v.files.length) return post<MessageSentView>(path, fields);
  const form = new FormData();
  for (const [k, val] of Object.entries(fields)) form.set(k, String(val));
  for (const f of v.files) form.append('attachments', f);
  return upload<MessageSentView>(path, form, v.onProgress);
}
