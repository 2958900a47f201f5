import type { MessageSentView } from '@hctl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, newIdempotencyKey } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { addMessage } from '../../../lib/realtime/messaging-cache';
import type { Inbox } from '../api/inbox';
import { messagingKeys } from '../api/keys';
import { sendMessage } from '../api/send-message';

/** A message on its way: shown as "sending", or "failed" with Retry, until the server's copy arrives. */
export interface PendingMessage {
  clientId: string;
  message: string;
  files: File[];
  status: 'sending' | 'failed';
  progress: number | null;
  error?: string;
  draftId?: number;
}

/**
 * Optimistic sends of one conversation. Each message gets a client_id once; a retry sends the same
 * id, so a request that reached the server before the connection dropped is not sent twice. The
 * server's copy (from the answer or the socket, whichever comes first) replaces the pending one:
 * the list hides a pending message whose client_id is already among the conversation's messages.
 */
export function usePendingSends(
  inbox: Inbox,
  conversationId: number,
  onSent?: (sent: MessageSentView) => void,
) {
  const qc = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const patch = (clientId: string, p: Partial<PendingMessage>) =>
    setPending((list) => list.map((m) => (m.clientId === clientId ? { ...m, ...p } : m)));

  const run = async (m: PendingMessage) => {
    patch(m.clientId, { status: 'sending', progress: m.files.length ? 0 : null, error: undefined });
    try {
      const res = await sendMessage({
        conversationId,
        message: m.message,
        clientId: m.clientId,
        files: m.files,
        draftId: m.draftId,
        onProgress: (progress) => patch(m.clientId, { progress }),
      });
      addMessage(qc, inbox.key, res.data.message);
      setPending((list) => list.filter((x) => x.clientId !== m.clientId));
      void qc.invalidateQueries({ queryKey: messagingKeys.lists(inbox.key) });
      if (m.draftId) void qc.invalidateQueries({ queryKey: messagingKeys.drafts(inbox.key) });
      onSent?.(res.data);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'The message could not be sent.';
      const fields = err instanceof ApiError ? Object.values(err.errors) : [];
      patch(m.clientId, { status: 'failed', progress: null, error: fields[0] ?? message });
      toastError(fields[0] ?? message);
    }
  };

  const send = (message: string, files: File[], draftId?: number) => {
    const m: PendingMessage = {
      clientId: newIdempotencyKey(),
      message,
      files,
      status: 'sending',
      progress: null,
      draftId,
    };
    setPending((list) => [...list, m]);
    void run(m);
  };
  const retry = (clientId: string) => {
    const m = pending.find((x) => x.clientId === clientId);
    if (m) void run(m);
  };
  const discard = (clientId: string) => setPending((list) => list.filter((x) => x.clientId !== clientId));
  return { pending, send, retry, discard, sending: pending.some((m) => m.status === 'sending') };
}
