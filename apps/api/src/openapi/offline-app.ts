import { createDb } from '@hctl/db';
import { Redis } from 'ioredis';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import type { Queues } from '../plugins/queue';
import { LocalStorage } from '../plugins/storage';
import type { OpenApiDocument } from './document';

/**
 * The API built over deps that never connect (a pool and a lazy Redis pointed nowhere, no queues):
 * enough to register every route and to produce the OpenAPI document without a database or Redis.
 * `npm run routes`, `npm run openapi` and the OpenAPI contract test use it. `production` builds what
 * production serves (no /dev routes); the configuration is the defaults, not this machine's `.env`.
 */
export async function buildOfflineApp(opts: BuildOptions & { production?: boolean } = {}) {
  const { production = false, ...build } = opts;
  // The development defaults, flagged as production when asked: production's required settings
  // (secrets, Stripe, mail) matter to a server that runs, not to one that only lists its routes.
  const config = {
    ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }),
    isProduction: production,
  };
  const { db, pool } = createDb('postgres://unused@127.0.0.1:1/unused');
  const redis = new Redis({ lazyConnect: true });
  const app = await buildApp(
    {
      config,
      db,
      pool,
      redis,
      queues: {} as Queues,
      clock: systemClock,
      keyPrefix: '',
      storage: new LocalStorage('/tmp/hctl-unused'),
    },
    build,
  );
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await pool.end();
      redis.disconnect();
    },
  };
}

/** A copy of an app's OpenAPI document (swagger caches the one it serves). */
export const documentOf = (app: { swagger(): unknown }) => structuredClone(app.swagger()) as OpenApiDocument;

/** The OpenAPI document of the API as production serves it (by default), built offline. */
export async function offlineOpenApiDocument(opts: { production?: boolean } = { production: true }) {
  const { app, close } = await buildOfflineApp(opts);
  try {
    return documentOf(app);
  } finally {
    await close();
  }
}
