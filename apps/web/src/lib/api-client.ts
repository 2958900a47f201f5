import type { Envelope, ErrorEnvelope } from '@hctl/contracts';
import { authStore } from './auth-store';
import { signInAndReturn } from './safe-redirect';
import { keepTypedText } from './typed-text';

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public code: string,
    public errors: Record<string, string>,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A fresh key for one payment attempt (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * Headers for a call that moves money: one `Idempotency-Key` per user attempt (call it when the user
 * submits). The server answers a repeat of the key with the first answer instead of charging twice.
 */
export const idempotent = (key: string = newIdempotencyKey()) => ({ 'Idempotency-Key': key });

/** Tries of a request that carries an Idempotency-Key when the network fails (the same key each time). */
const IDEMPOTENT_TRIES = 3;

/**
 * Spec §8: an ended session clears stored state and goes to /login, which brings the person back
 * here after; what they had typed on the page is kept for that return (`typed-text.ts`).
 */
export function sessionEnded() {
  const userId = authStore.get().user?.id;
  authStore.clear();
  if (location.pathname.startsWith('/login')) return;
  keepTypedText(userId);
  location.assign(signInAndReturn(location, true));
}

/**
 * Typed fetch over the spec's envelope: sends the bearer token, throws ApiError on failure.
 * `extraHeaders` go with the request; with an `Idempotency-Key` among them a network failure is
 * retried with the same key, which is safe: the server runs the attempt at most once.
 */
export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<Envelope<T>> {
  const token = authStore.get().api_token;
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const tries = extraHeaders?.['Idempotency-Key'] ? IDEMPOTENT_TRIES : 1;
  let res: Response | undefined;
  for (let attempt = 1; !res; attempt++) {
    try {
      res = await fetch(`/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      if (attempt >= tries)
        throw new ApiError(0, 'We could not reach HCTL. Check your connection and try again.', 'network', {});
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
  const json: Envelope<T> | Partial<ErrorEnvelope> | null = await res.json().catch(() => null);
  if (res.ok && json?.status === 'success') return json as Envelope<T>;
  const failure = json as Partial<ErrorEnvelope> | null;
  const message = failure?.message ?? `Request failed (${res.status}).`;
  if (res.status === 401 && message === 'Unauthenticated.' && token) sessionEnded();
  throw new ApiError(res.status, message, failure?.code ?? 'error', failure?.errors ?? {});
}

export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body: unknown = {}, headers?: Record<string, string>) =>
  api<T>('POST', path, body, headers);
export const put = <T>(path: string, body: unknown = {}) => api<T>('PUT', path, body);
export const del = <T>(path: string, body?: unknown) => api<T>('DELETE', path, body);
