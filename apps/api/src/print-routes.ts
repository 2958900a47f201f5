import { createDb } from '@hctl/db';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config';
import { systemClock } from './lib/clock';
import type { Queues } from './plugins/queue';
import { LocalStorage } from './plugins/storage';

/** `npm run routes`: every API route as `METHOD /api/v1/path`, with no database or Redis needed. */
const config = loadConfig({ ...process.env, NODE_ENV: 'development', BCRYPT_ROUNDS: '4' });
const { db, pool } = createDb('postgres://unused@127.0.0.1:1/unused');
const redis = new Redis({ lazyConnect: true });
const lines: string[] = [];
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
  {
    onRoute: (method, url) => {
      if (!url.startsWith('/api/v1') || url.startsWith('/api/v1/docs') || method === 'HEAD') return;
      lines.push(`${method} ${url}`);
    },
  },
);
await app.ready();
process.stdout.write(`${[...new Set(lines)].sort().join('\n')}\n`);
await app.close();
await pool.end();
redis.disconnect();
