import { createDb } from '@hctl/db';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { systemClock } from '../lib/clock';
import { createQueues } from '../plugins/queue';
import { createStorage } from '../plugins/storage';

export function createDeps(
  config: Config,
  opts: { keyPrefix?: string; poolMax?: number } = {},
): AppDeps & {
  close(): Promise<void>;
} {
  const { db, pool } = createDb(config.databaseUrl, { max: opts.poolMax ?? 20 });
  // Auto-pipelining: the commands of concurrent requests issued in one event-loop turn (the rate
  // limit's script, analytics buffers, caches) go out in one write and come back in one read. Same
  // order, same answers, fewer system calls on both sides. Measured under 50 connections, two
  // rounds on and off in turn: +3 % (group feed) to +12 % (a service list) req/s on average; one
  // run varies by up to 15 % on this 2-core machine, so read it as a small, steady gain.
  const redis = new Redis(config.redisUrl, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
  });
  redis.on('error', () => {});
  const keyPrefix = opts.keyPrefix ?? config.KEY_PREFIX;
  const queues = createQueues(config.redisUrl, keyPrefix);
  return {
    config,
    db,
    pool,
    redis,
    queues,
    clock: systemClock,
    storage: createStorage(config),
    keyPrefix,
    async close() {
      await queues.close();
      redis.disconnect();
      await pool.end();
    },
  };
}
