import { ErrorCode } from '@hctl/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, pgErrorCode } from '../lib/errors';

type Envelope = { status: 'error'; message: string; errors: Record<string, string>; code: string };
const send = (reply: FastifyReply, statusCode: number, body: Envelope) => reply.status(statusCode).send(body);

const fieldOf = (instancePath: string, context?: string) => {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
};

/** The one error handler: maps every failure onto the spec's envelope (ARCHITECTURE.md §2). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { retryAfter?: number }, req, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 429 && err.retryAfter) reply.header('retry-after', String(err.retryAfter));
      return send(reply, err.statusCode, {
        status: 'error',
        message: err.message,
        errors: err.errors,
        code: err.code,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const key = fieldOf(v.instancePath, (err as { validationContext?: string }).validationContext);
        // The whole body missing (no JSON sent) is not a "field".
        const whole = key === 'body' && v.keyword === 'invalid_type';
        errors[key] ??= whole ? 'Send the details as a JSON object.' : (v.message ?? 'Invalid value.');
      }
      return send(reply, 422, {
        status: 'error',
        message: Object.values(errors)[0] ?? 'The given data was invalid.',
        errors,
        code: ErrorCode.validation,
      });
    }
    const pgCode = pgErrorCode(err);
    if (pgCode === '23505') {
      return send(reply, 409, {
        status: 'error',
        message: 'This record already exists.',
        errors: {},
        code: ErrorCode.conflict,
      });
    }
    // Malformed text (a NUL character), a bad number or a too-long value the schema let through.
    if (['22P02', '22003', '22021', '22P05', '22001'].includes(pgCode ?? '')) {
      return send(reply, 422, {
        status: 'error',
        message: 'The given data was invalid.',
        errors: {},
        code: ErrorCode.validation,
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, {
        status: 'error',
        message: 'Too many requests. Please slow down and try again shortly.',
        errors: {},
        code: ErrorCode.tooMany,
      });
    }
    if (status >= 400 && status < 500) {
      const code = status === 404 ? ErrorCode.notFound : ErrorCode.badRequest;
      return send(reply, status, { status: 'error', message: clientMessage(err, status), errors: {}, code });
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, {
      status: 'error',
      message: 'Something went wrong on our side. Please try again.',
      errors: {},
      code: ErrorCode.server,
    });
  });
}

function clientMessage(err: FastifyError, status: number) {
  if (
    err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    err instanceof SyntaxError
  )
    return 'The request body is not valid JSON.';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return 'The request is too large.';
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return 'Unsupported content type.';
  if (status === 404) return 'Not found.';
  return err.message && err.message.length < 200 ? err.message : 'Bad request.';
}
