import type { QuotationKind } from '@hctl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, newIdempotencyKey } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { sendQuotationMessage } from '../api/conversation';
import { quotationsKeys } from '../api/keys';

/** A message on its way: "sending", or "failed" with Retry, until the thread holds the server's copy. */
export interface PendingQuotationMessage {
  clientId: string;
  message: string;
  status: 'sending' | 'failed';
  error?: string;
}

/**
 * Sends of one quotation's conversation. Each message gets its client_id once and every retry sends
 * the same one, so a request that reached the server before the answer was lost is not sent twice.
 * The thread hides a pending message whose client_id is already among its messages.
 */
export function useQuotationSends(quotationId: number, kind: QuotationKind) {
  const qc = useQueryClient();
  const [pending, setPending] = useState<PendingQuotationMessage[]>([]);
  const patch = (clientId: string, p: Partial<PendingQuotationMessage>) =>
    setPending((list) => list.map((m) => (m.clientId === clientId ? { ...m, ...p } : m)));

  const run = async (m: PendingQuotationMessage) => {
    patch(m.clientId, { status: 'sending', error: undefined });
    try {
      await sendQuotationMessage({ kind, quotationId, message: m.message, clientId: m.clientId });
      await qc.invalidateQueries({ queryKey: quotationsKeys.thread(quotationId) });
      setPending((list) => list.filter((x) => x.clientId !== m.clientId));
      void qc.invalidateQueries({ queryKey: quotationsKeys.all });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'The message could not be sent.';
      const field = err instanceof ApiError ? Object.values(err.errors)[0] : undefined;
      patch(m.clientId, { status: 'failed', error: field ?? message });
      toastError(field ?? message);
    }
  };

  const send = (message: string) => {
    const m: PendingQuotationMessage = { clientId: newIdempotencyKey(), message, status: 'sending' };
    setPending((list) => [...list, m]);
    void run(m);
  };
  const retry = (clientId: string) => {
    const m = pending.find((x) => x.clientId === clientId);
    if (m) void run(m);
  };
  const discard = (clientId: string) => setPending((list) => list.filter((x) => x.clientId !== clientId));
  return { pending, send, retry, discard };
}
