import type { Envelope, MessageSentView } from '@hctl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { addMessage } from '../../../lib/realtime/messaging-cache';
import { type PendingSend, usePendingSends as usePendingList } from '../../../lib/use-pending-sends';
import type { Inbox } from '../api/inbox';
import { messagingKeys } from '../api/keys';
import { sendMessage } from '../api/send-message';

/** A message on its way, with its files (and their upload's progress) and the draft it came from. */
export interface PendingMessage extends PendingSend {
  files: File[];
  progress: number | null;
  draftId?: number;
}

/**
 * Optimistic sends of one conversation. The server's copy (from the answer or the socket, whichever
 * comes first) replaces the pending one: the list hides a pending message whose client_id is already
 * among the conversation's messages.
 */
export function usePendingSends(
  inbox: Inbox,
  conversationId: number,
  onSent?: (sent: MessageSentView) => void,
) {
  const qc = useQueryClient();
  const sends = usePendingList<PendingMessage, Envelope<MessageSentView>>({
    deliver: async (m, patch) => {
      const res = await sendMessage({
        conversationId,
        message: m.message,
        clientId: m.clientId,
        files: m.files,
        draftId: m.draftId,
        onProgress: (progress) => patch({ progress }),
      });
      addMessage(qc, inbox.key, res.data.message);
      return res;
    },
    delivered: (res, m) => {
      void qc.invalidateQueries({ queryKey: messagingKeys.lists(inbox.key) });
      if (m.draftId) void qc.invalidateQueries({ queryKey: messagingKeys.drafts(inbox.key) });
      onSent?.(res.data);
    },
    sendingPatch: (m) => ({ progress: m.files.length ? 0 : null }),
    failedPatch: { progress: null },
  });
  return {
    ...sends,
    send: (message: string, files: File[], draftId?: number) =>
      sends.send({ message, files, progress: null, draftId }),
    sending: sends.pending.some((m) => m.status === 'sending'),
  };
}
