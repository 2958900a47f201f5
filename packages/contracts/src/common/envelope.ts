import { z } from 'zod';

/** Spec §7/§8: every response is `{ status, message, data }` or `{ status: 'error', message, errors, code }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data });

export const errorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()),
  code: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const messageOnly = successEnvelope(z.null());

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });

/** `paginated` with the page numbers as plain numbers, as the older lists declare them (schema `number`). */
export const numberedPage = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  });

/** The page of a list a query asks for, from 1 (the first when absent). */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

/** A keyset page: pass `next_cursor` back as `cursor` for the next one; null at the end. */
export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable() });
export type CursorPage<T> = { data: T[]; next_cursor: string | null };

export const pageQuery = z.object({
  page: pageNumber,
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});

/** Stable error codes the web app may branch on. */
export const ErrorCode = {
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooMany: 'too_many_requests',
  server: 'server_error',
  badRequest: 'bad_request',
  accountDeactivated: 'account_deactivated',
  accountSuspended: 'account_suspended',
  resetLinkExpired: 'reset_link_expired',
  invalidCredentials: 'invalid_credentials',
} as const;

/** A route's 2xx body: `response: { 200: envelope(jobView) }`. */
export const envelope = successEnvelope;
/** A page of a list: `envelope(page(jobView))`. */
export const page = paginated;
export type Page<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type Envelope<T> = { status: 'success'; message: string; data: T };
