import { authStore } from './auth-store';

export interface Ok<T> {
  status: 'success';
  message: string;
  data: T;
}

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

/** Typed fetch over the spec's envelope: sends the bearer token, throws ApiError on failure. */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<Ok<T>> {
  const token = authStore.get().api_token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'We could not reach HCTL. Check your connection and try again.', 'network', {});
  }
  const json = await res.json().catch(() => null);
  if (res.ok && json?.status === 'success') return json as Ok<T>;
  const message: string = json?.message ?? `Request failed (${res.status}).`;
  if (res.status === 401 && message === 'Unauthenticated.' && token) {
    // Spec §8: clear stored state and go to /login.
    authStore.clear();
    if (!location.pathname.startsWith('/login')) location.assign('/login');
  }
  throw new ApiError(res.status, message, json?.code ?? 'error', json?.errors ?? {});
}

export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body: unknown = {}) => api<T>('POST', path, body);
export const put = <T>(path: string, body: unknown = {}) => api<T>('PUT', path, body);
export const del = <T>(path: string, body?: unknown) => api<T>('DELETE', path, body);
