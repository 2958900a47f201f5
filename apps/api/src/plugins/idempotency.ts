import { createHash } from 'node:crypto';
import { errorEnvelope } from '@hctl/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { hookList } from '../kit/route-hooks';
import { conflict, invalid } from '../lib/errors';
import type { AuthRequirement } from './auth';
import { idempotencyRepository as repo } from './idempotency.repository';

/** How long a key holds its answer (Stripe's rule: 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A run holding its key longer than this is taken for crashed: the same request may take the key over. */
const STALE_AFTER_MS = 5 * 60 * 1000;
/** How long a twin request waits for the first one's answer before it gets 409. */
const WAIT_MS = 15_000;
const HEADER = 'idempotency-key';
const KEY_SHAPE = /^[\x20-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an `Idempotency-Key` header (money-moving routes): see plugins/idempotency.ts. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs (null: no key sent, or the answer was replayed). */
    idempotency: { userId: number; key: string } | null;
  }
}

/** The OpenAPI header parameter of an idempotent operation (openapi/document.ts adds it). */
export const idempotencyHeaderSchema = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'Optional. A unique value (a UUID) per payment attempt. A retry with the same key and the same request gets the first answer (status and body) again instead of a second charge, for 24 hours; concurrent twins wait for the first one (409 if it is still running after 15 s). The same key with a different request is refused with 422. Keys belong to the signed-in caller.',
    },
  },
} as const;

const keyError = (message: string) => invalid({ 'Idempotency-Key': message });

/** JSON with object keys sorted, so the same input always hashes the same. */
function canonical(v: unknown): string {
  if (v === undefined) return 'null';
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

const requestHash = (req: FastifyRequest) =>
  createHash('sha256')
    .update(canonical([req.method, req.routeOptions.url, req.params, req.query, req.body]))
    .digest('hex');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `Idempotency-Key` for the routes declared with `config: { idempotent: true }` (every call that
 * moves money). Without the header a request runs as before. With it, the key is taken per caller
 * in PostgreSQL (insert … on conflict) before the handler runs, after authentication, validation
 * and the organization check; the finished answer (status and body as sent) is stored with it:
 * - a retry with the same key and request gets that answer again (header `Idempotent-Replayed`);
 * - a concurrent twin polls until the first one's answer is stored and replays it, so a double
 *   click gives one charge and two equal answers; past 15 s it gets 409 "still in progress";
 * - the same key with another method, path, query or body is refused (422), like Stripe;
 * - answers that say "try again" (5xx, 409, 429) are not kept: the key is freed for the retry.
 * Another caller's key of the same value is another key. Keys last 24 hours.
 */
export function registerIdempotency(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>) {
  app.decorateRequest('idempotency', null);

  const takeKey = async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = req.headers[HEADER];
    if (raw === undefined) return;
    if (typeof raw !== 'string' || !KEY_SHAPE.test(raw) || !raw.trim())
      throw keyError('The Idempotency-Key header must be 1 to 255 printable characters (a UUID, say).');
    const userId = req.auth?.userId;
    if (!userId) return;
    const key = raw;
    const hash = requestHash(req);
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 200)) {
      const now = deps.clock.now();
      const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
      const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
      if (await repo.claim(deps.db, { userId, key, hash, now, expiredBefore, staleBefore })) {
        req.idempotency = { userId, key };
        await repo.sweep(deps.db, expiredBefore);
        return;
      }
      const row = await repo.find(deps.db, userId, key);
      if (row && row.request_hash !== hash)
        throw keyError(
          'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
        );
      if (row?.status_code != null && row.response != null) {
        return reply
          .code(row.status_code)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(row.response);
      }
      // Still running (or freed between the two queries: the next claim takes it).
      if (Date.now() >= deadline)
        throw conflict('A request with this Idempotency-Key is still in progress. Try again in a moment.');
      await sleep(pause);
    }
  };

  const keepAnswer: onSendHookHandler = async (req, reply, payload) => {
    const held = req.idempotency;
    if (!held) return payload;
    req.idempotency = null;
    const status = reply.statusCode;
    const final = status < 500 && status !== 409 && status !== 429 && typeof payload === 'string';
    try {
      if (final) await repo.complete(deps.db, held.userId, held.key, status, payload);
      else await repo.release(deps.db, held.userId, held.key);
    } catch (err) {
      // The answer still goes out; the key stays locked until it goes stale.
      req.log.error({ err }, 'could not store the idempotent answer');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!(route.config as { idempotent?: boolean } | undefined)?.idempotent) return;
    const auth = (route.config as { auth?: AuthRequirement }).auth;
    if (!auth || auth === 'public' || auth === 'optional')
      throw new Error(`Route ${route.method} ${route.url} is idempotent: keys belong to a signed-in caller`);
    // After the route's own preHandlers (the organization check), so a refused caller takes no key.
    route.preHandler = [...hookList(route.preHandler), takeKey];
    route.onSend = [...hookList(route.onSend), keepAnswer];
    route.schema ??= {};
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    route.schema.response = { 409: errorEnvelope, ...response };
  });
}
