import 'dotenv/config';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Spec §9 environments: local, production, testing. */
  APP_ENV: z.enum(['local', 'production', 'testing']).optional(),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().default(3000),
  APP_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  APP_KEY: z.string().min(16).optional(),
  MAIL_URL: z.string().optional(),
  MAIL_FROM: z.string().default('HCTL <no-reply@hctl.local>'),
  SUPPORT_EMAIL: z.string().default('support@hctl.local'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  REMEMBER_TTL_DAYS: z.coerce.number().positive().default(30),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SERVE_WEB: bool,
  /** Prefix for this deployment's Redis keys (queues, throttles, rate limits). */
  KEY_PREFIX: z.string().max(40).default(''),
  /** Folder for uploaded files (local storage). */
  UPLOAD_DIR: z.string().optional(),
  /** Optional third-party resume parser; without it resumes are parsed in-process. */
  RESUME_PARSER_URL: z.url().optional(),
  RESUME_PARSER_KEY: z.string().optional(),
  /** Stripe: set the secret key to charge real cards; without it the offline test gateway is used. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API base URL (stripe-mock, a local fake); the real API when unset. */
  STRIPE_API_BASE: z.url().optional(),
  /** What one HCTL token is worth in cents, when paying and when paid out. */
  TOKEN_VALUE_CENTS: z.coerce.number().int().positive().default(10),
  TOKEN_PAYOUT_CENTS: z.coerce.number().int().positive().default(10),
  PAYOUT_MIN_TOKENS: z.coerce.number().int().positive().default(100),
  /** Prices in cents: a 30-day job promotion and publishing one job over the plan's limit. */
  JOB_PROMOTION_CENTS: z.coerce.number().int().positive().default(4900),
  JOB_FLAT_FEE_CENTS: z.coerce.number().int().positive().default(2900),
  BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(10),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (webhooks are verified by signature).',
    );
  }
  if (isProduction && (!c.JWT_SECRET || !c.APP_KEY)) {
    throw new Error('JWT_SECRET and APP_KEY must be set in production (32+ random characters each).');
  }
  return {
    ...c,
    isProduction,
    appEnv: c.APP_ENV ?? (isProduction ? 'production' : c.NODE_ENV === 'test' ? 'testing' : 'local'),
    // Development-only fallbacks keep `npm start` to one command; production refuses them above.
    jwtSecret: c.JWT_SECRET ?? 'hctl-development-jwt-secret-change-me',
    appKey: c.APP_KEY ?? 'hctl-development-app-key-change-me',
    databaseUrl: c.DATABASE_URL ?? '',
    redisUrl: c.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}
