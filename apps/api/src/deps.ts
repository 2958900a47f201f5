import type { Database } from '@hctl/db';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Config } from './config';
import type { Clock } from './lib/clock';
import type { PaymentGateway } from './modules/billing/gateway';
import type { Queues } from './plugins/queue';
import type { Storage } from './plugins/storage';

/** Everything the app needs from outside; server.ts, worker.ts and tests build it. */
export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  redis: Redis;
  queues: Queues;
  clock: Clock;
  storage: Storage;
  /** Prefix for Redis keys owned by this app instance (tests isolate themselves with it). */
  keyPrefix: string;
  /** Payment gateway override (tests); otherwise chosen from the config. */
  gateway?: PaymentGateway;
}
