import { loadConfig } from '../apps/api/src/config';

/**
 * The API's config for an in-process benchmark: production mode on the bench database, no real
 * payments or mail, no rate limit and no logs in the way; `keyPrefix` keeps each bench's Redis keys apart.
 */
export const benchConfig = (databaseUrl: string, redisUrl: string, keyPrefix: string) =>
  loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    APP_KEY: 'bench-app-key-bench-app-key-bench-app-key',
    PAYMENT_GATEWAY: 'test',
    MAIL_URL: 'smtp://127.0.0.1:1',
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'silent',
    KEY_PREFIX: keyPrefix,
  });
