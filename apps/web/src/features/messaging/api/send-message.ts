import type { MessageSentView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';
import { upload } from '../../../lib/upload';

export interface SendMessageVars {
  conversationId: number;
  message: string;
  /** One id per message the user sends: a retry or a double click with it sends once. */
  clientId: string;
  files: File[];
  draftId?: number;
  onProgress?: (percent: number) => void;
}

/**
 * POST conversations/send-message: JSON, or multipart (the fields plus `attachments` files) when files
 * go with it, through XHR for the upload progress.
 */
export function sendMessage(v: SendMessageVars) {
  // The server sends from the caller's side of the conversation (their own, or their organization's).
  const path = '/conversations/send-message';
  if (!v.files.length)
    return post<MessageSentView>(path, {
      conversation_id: v.conversationId,
      message: v.message,
      client_id: v.clientId,
      draft_id: v.draftId,
    });
  const form = new FormData();
  form.set('conversation_id', String(v.conversationId));
  form.set('message', v.message);
  form.set('client_id', v.clientId);
  if (v.draftId) form.set('draft_id', String(v.draftId));
  for (const f of v.files) form.append('attachments', f);
  return upload<MessageSentView>(path, form, v.onProgress);
}
