import type { FastifyReply } from 'fastify';
import { memoCache } from './memo-cache';

/**
 * A few seconds of in-process caching for public answers that are the same for every caller
 * (featured jobs, plans): the body is kept serialized, concurrent misses share one load, and a
 * failed load is not cached. A change shows up within `ttlMs` — fine for a home-page list,
 * not for anything a user just edited and expects to see.
 */
export function microCache(ttlMs: number, maxEntries = 500, browserMaxAgeSeconds = Math.floor(ttlMs / 1000)) {
  const bodies = memoCache<string>(ttlMs, maxEntries);
  return {
    async send(reply: FastifyReply, key: string, load: () => Promise<unknown>, now = Date.now()) {
      // Through the route's own response serializer: the cached body holds only the view's fields.
      const body = await bodies.get(key, () => load().then((v) => String(reply.serialize(v))), now);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'cache-control',
          browserMaxAgeSeconds > 0 ? `public, max-age=${browserMaxAgeSeconds}` : 'no-cache',
        )
        .send(body);
    },
    clear: bodies.clear,
  };
}
