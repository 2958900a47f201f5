import { useState } from 'react';
import { ApiError, newIdempotencyKey } from './api-client';
import { toastError } from './notify';

/** A message on its way: "sending", or "failed" (with Retry when it may succeed), until the server's copy is shown. */
export interface PendingSend {
  clientId: string;
  message: string;
  status: 'sending' | 'failed';
  error?: string;
  /** False when the server refused the message itself (a file's type, a length): sending it again as it is cannot succeed. */
  retryable?: boolean;
}

/** The server refused this content (4xx), not the moment (timeout, rate limit, its own failure, no network). */
const refused = (err: unknown) =>
  err instanceof ApiError &&
  err.status >= 400 &&
  err.status < 500 &&
  err.status !== 408 &&
  err.status !== 429;

/**
 * Optimistic sends of one conversation. Each message gets a client_id once; a retry sends the same
 * id, so a request that reached the server before the answer was lost is not sent twice. `deliver`
 * sends and shows the server's copy; the pending one goes, then `delivered` hears of it.
 */
export function usePendingSends<T extends PendingSend, R>({
  deliver,
  delivered,
  sendingPatch,
  failedPatch,
}: {
  deliver: (m: T, patch: (p: Partial<T>) => void) => Promise<R>;
  delivered?: (result: R, m: T) => void;
  /** More to reset on every try (an upload's progress). */
  sendingPatch?: (m: T) => Partial<T>;
  failedPatch?: Partial<T>;
}) {
  const [pending, setPending] = useState<T[]>([]);
  const patch = (clientId: string, p: Partial<T>) =>
    setPending((list) => list.map((m) => (m.clientId === clientId ? { ...m, ...p } : m)));

  const run = async (m: T) => {
    patch(m.clientId, { status: 'sending', error: undefined, ...sendingPatch?.(m) } as Partial<T>);
    try {
      const result = await deliver(m, (p) => patch(m.clientId, p));
      setPending((list) => list.filter((x) => x.clientId !== m.clientId));
      delivered?.(result, m);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'The message could not be sent.';
      const field = err instanceof ApiError ? Object.values(err.errors)[0] : undefined;
      patch(m.clientId, {
        status: 'failed',
        error: field ?? message,
        retryable: !refused(err),
        ...failedPatch,
      } as Partial<T>);
      toastError(field ?? message);
    }
  };

  const send = (m: Omit<T, 'clientId' | 'status'>) => {
    const added = { ...m, clientId: newIdempotencyKey(), status: 'sending' } as T;
    setPending((list) => [...list, added]);
    void run(added);
  };
  const retry = (clientId: string) => {
    const m = pending.find((x) => x.clientId === clientId);
    if (m) void run(m);
  };
  const discard = (clientId: string) => setPending((list) => list.filter((x) => x.clientId !== clientId));
  return { pending, send, retry, discard };
}
