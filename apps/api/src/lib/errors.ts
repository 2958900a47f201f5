import { ErrorCode } from '@hctl/contracts';

export class AppError extends Error {
  /** Seconds until a throttled caller may retry (429 only). */
  retryAfter?: number;
  constructor(
    public statusCode: number,
    message: string,
    public code: string,
    public errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (
  message: string,
  code: string = ErrorCode.badRequest,
  errors: Record<string, string> = {},
) => new AppError(400, message, code, errors);
export const unauthenticated = () => new AppError(401, 'Unauthenticated.', ErrorCode.unauthenticated);
export const forbidden = (message = 'You are not allowed to do this.', code: string = ErrorCode.forbidden) =>
  new AppError(403, message, code);
export const notFound = (message = 'Not found.') => new AppError(404, message, ErrorCode.notFound);
export const conflict = (message: string, errors: Record<string, string> = {}) =>
  new AppError(409, message, ErrorCode.conflict, errors);
export const tooMany = (message: string, retryAfterSeconds: number) => {
  const e = new AppError(429, message, ErrorCode.tooMany);
  e.retryAfter = retryAfterSeconds;
  return e;
};
/** A validation failure raised by a service (not by the schema): 422 with field errors. */
export const invalid = (errors: Record<string, string>, message?: string) =>
  new AppError(
    422,
    message ?? Object.values(errors)[0] ?? 'The given data was invalid.',
    ErrorCode.validation,
    errors,
  );

type PgError = { code: string; constraint?: string };

/** The PostgreSQL error in an error, also when a driver wrapper (Drizzle) holds it as `cause`. */
function pgError(err: unknown): PgError | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as PgError;
  }
  return undefined;
}

/** The PostgreSQL error code of an error (23505: a unique index refused the row). */
export const pgErrorCode = (err: unknown) => pgError(err)?.code;

/** The constraint or index a PostgreSQL error names (which unique index refused the row). */
export const pgConstraint = (err: unknown) => pgError(err)?.constraint;
