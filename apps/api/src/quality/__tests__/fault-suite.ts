import { afterAll, beforeAll } from 'vitest';
import { apiSuite } from '../../../test/context';
import { loadConfig } from '../../config';
import { PrivateRedis } from './fault-helpers';

/**
 * Where a fault test file starts: its test context (`apiSuite`) and a private redis-server, started
 * before the file's tests and disposed after them. `appConfig(env)` is an app config on the file's
 * database and the private Redis (with `env` added); `workerEnv` the environment of a fault worker
 * process on both.
 */
export function privateRedisSuite() {
  const { ctx } = apiSuite();
  const redis = new PrivateRedis();
  beforeAll(() => redis.start(), 30_000);
  afterAll(() => redis.dispose());
  const appConfig = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: ctx.deps.config.databaseUrl,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'silent',
      ...env,
    } as NodeJS.ProcessEnv);
  const workerEnv = (keyPrefix: string, faultLog: string) => ({
    ...process.env,
    DATABASE_URL: ctx.deps.config.databaseUrl,
    REDIS_URL: redis.url,
    KEY_PREFIX: keyPrefix,
    FAULT_LOG: faultLog,
  });
  return { ctx, redis, appConfig, workerEnv };
}
