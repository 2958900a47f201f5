import 'dotenv/config';
import { createHmac } from 'node:crypto';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** An empty value (`KEY=` copied from .env.example) means unset. */
const unsetIfEmpty = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Spec §9 environments: local, production, testing. */
  APP_ENV: z.enum(['local', 'production', 'testing']).optional(),
  /** Address to listen on: every interface in production, this machine only otherwise (the dev outbox shows sign-in codes). */
  HOST: z.string().optional(),
  /**
   * Which proxies may set X-Forwarded-For (and so the client address every per-IP limit uses):
   * unset/false = none, a number = that many hops, or a comma list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.string().optional(),
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
  /** Folder for uploaded files (local storage, when S3_BUCKET is unset). */
  UPLOAD_DIR: z.string().optional(),
  /** S3-compatible storage for uploads (shared by API and worker); local disk when unset. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  S3_PREFIX: z.string().max(200).optional(),
  /**
   * OpenSearch (SEARCH_BACKEND=opensearch, below): required then; indexes are named <prefix><kind>.
   */
  OPENSEARCH_URL: unsetIfEmpty(z.url().optional()),
  OPENSEARCH_INDEX_PREFIX: z.string().max(40).default('hctl-'),
  /** Optional third-party resume parser; without it resumes are parsed in-process. */
  RESUME_PARSER_URL: z.url().optional(),
  RESUME_PARSER_KEY: z.string().optional(),
  /** Stripe: set the secret key to charge real cards; without it the offline test gateway is used. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API base URL (stripe-mock, a local fake); the real API when unset. */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * 'test' runs the built-in test gateway on purpose (production refuses to start without Stripe
   * keys otherwise, and every page then says payments are test payments).
   */
  PAYMENT_GATEWAY: z.enum(['stripe', 'test']).optional(),
  /**
   * SMS through Twilio (phone codes, two-step sign-in): all three or none. Without them SMS stay in
   * the outbox for the development page, and production refuses to turn on anything that texts.
   */
  TWILIO_ACCOUNT_SID: unsetIfEmpty(z.string().optional()),
  TWILIO_AUTH_TOKEN: unsetIfEmpty(z.string().optional()),
  /** The sender: a Twilio number (+15125550100) or a Messaging Service SID (MG…). */
  TWILIO_FROM: unsetIfEmpty(z.string().optional()),
  /** Another Twilio API base URL (a local fake in tests); api.twilio.com when unset. */
  TWILIO_API_BASE: unsetIfEmpty(z.url().optional()),
  /** What one HCTL token is worth in cents, when paying and when paid out. */
  TOKEN_VALUE_CENTS: z.coerce.number().int().positive().default(10),
  TOKEN_PAYOUT_CENTS: z.coerce.number().int().positive().default(10),
  PAYOUT_MIN_TOKENS: z.coerce.number().int().positive().default(100),
  /** Prices in cents: a 30-day job promotion and publishing one job over the plan's limit. */
  JOB_PROMOTION_CENTS: z.coerce.number().int().positive().default(4900),
  JOB_FLAT_FEE_CENTS: z.coerce.number().int().positive().default(2900),
  /** A 30-day promotion of a service post or request, in cents (galleries pay their own budget). */
  SERVICE_PROMOTION_CENTS: z.coerce.number().int().positive().default(4900),
  /** The blog's address (an external content site); unset, /blogs shows a "coming soon" page. */
  BLOG_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(10),
  /** How long a message may stay unread (its reader offline) before they are e-mailed about it. */
  MESSAGE_MAIL_DELAY_MINUTES: z.coerce.number().positive().default(10),
  /**
   * Pusher-protocol clients (pusher-js) connect to ws(s)://<host>/app/<PUSHER_APP_KEY>; POST
   * /api/v1/pusher/auth signs their channel subscriptions with PUSHER_APP_SECRET (32+ characters in
   * production). Unset, it is derived from JWT_SECRET (an HMAC of it, so neither reveals the other):
   * only this server checks the signatures, and production already requires a strong JWT_SECRET.
   */
  PUSHER_APP_KEY: unsetIfEmpty(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('hctl'),
  ),
  PUSHER_APP_SECRET: unsetIfEmpty(z.string().min(16).optional()),
  /**
   * WebRTC ICE servers handed to the call page: a JSON array of RTCIceServer
   * (`[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]`) or a comma list of
   * plain URLs (`stun:stun.example.com:3478`). Unset: a public STUN server, except when APP_URL is on
   * this machine (loopback peers need none, and an unreachable STUN server only delays gathering).
   */
  ICE_SERVERS: z.string().optional(),
  /** How long a requested call rings before it is missed (issue 16: 60 s; tests shorten it). */
  CALL_RING_SECONDS: z.coerce.number().positive().default(60),
  /** Which engine answers searches (issue 20): PostgreSQL full-text search, or OpenSearch fed from the outbox. */
  SEARCH_BACKEND: z.enum(['postgres', 'opensearch']).default('postgres'),
  /**
   * Visitors' job searches are kept this long at most while no job or organization changes (the
   * jobs_search_version sequence); 0 turns the cache off.
   */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /**
   * Signed-in callers' sessions are kept in the API process at most this long (auth/session-cache.ts;
   * PostgreSQL announces every change that ends or alters one, so nothing is served stale); 0 turns
   * it off. Unset: 30, and 0 under NODE_ENV=test, whose tests change rows behind the app's back.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  /**
   * A group member's access to a group (the group and their membership), read by every feed,
   * post and comment page, is kept the same way (groups/group-access-cache.ts, migration 0037).
   * Unset: 30, and 0 under NODE_ENV=test.
   */
  GROUP_ACCESS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
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
  const twilio = [c.TWILIO_ACCOUNT_SID, c.TWILIO_AUTH_TOKEN, c.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean))
    throw new Error('SMS: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together (or none).');
  if (c.SEARCH_BACKEND === 'opensearch' && !c.OPENSEARCH_URL)
    throw new Error('SEARCH_BACKEND=opensearch needs OPENSEARCH_URL (http(s)://user:password@host:9200).');
  if (isProduction) {
    // Production never fakes: name everything missing at once, with what to set.
    const missing: string[] = [];
    if (!c.JWT_SECRET || !c.APP_KEY || c.JWT_SECRET.length < 32 || c.APP_KEY.length < 32)
      missing.push('JWT_SECRET and APP_KEY must be set in production (32+ random characters each).');
    if (c.PAYMENT_GATEWAY !== 'test' && (!c.STRIPE_SECRET_KEY || !c.STRIPE_PUBLISHABLE_KEY))
      missing.push(
        'Payments: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_GATEWAY=test to take test payments on purpose.',
      );
    if (c.PAYMENT_GATEWAY === 'test' && c.STRIPE_SECRET_KEY)
      missing.push('PAYMENT_GATEWAY=test and STRIPE_SECRET_KEY are both set: choose one.');
    if (c.PUSHER_APP_SECRET && c.PUSHER_APP_SECRET.length < 32)
      missing.push('PUSHER_APP_SECRET must be 32+ random characters (or unset: derived from JWT_SECRET).');
    if (!c.MAIL_URL)
      missing.push(
        'Mail: set MAIL_URL (smtp://user:password@host:587); production does not keep mail in an outbox.',
      );
    if (missing.length) throw new Error(missing.join('\n'));
  }
  return {
    ...c,
    isProduction,
    /** The SMS provider, when configured; otherwise SMS are kept in the outbox (development only). */
    sms:
      c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM
        ? {
            accountSid: c.TWILIO_ACCOUNT_SID,
            authToken: c.TWILIO_AUTH_TOKEN,
            from: c.TWILIO_FROM,
            apiBase: c.TWILIO_API_BASE,
          }
        : null,
    /** The payments in this deployment are not real (no Stripe): the web app says so on every page. */
    testPayments: !c.STRIPE_SECRET_KEY,
    appEnv: c.APP_ENV ?? (isProduction ? 'production' : c.NODE_ENV === 'test' ? 'testing' : 'local'),
    // Development-only fallbacks keep `npm start` to one command; production refuses them above.
    jwtSecret: c.JWT_SECRET ?? 'hctl-development-jwt-secret-change-me',
    appKey: c.APP_KEY ?? 'hctl-development-app-key-change-me',
    pusherKey: c.PUSHER_APP_KEY,
    pusherSecret:
      c.PUSHER_APP_SECRET ??
      createHmac('sha256', c.JWT_SECRET ?? 'hctl-development-jwt-secret-change-me')
        .update('pusher-app-secret')
        .digest('hex'),
    databaseUrl: c.DATABASE_URL ?? '',
    host: c.HOST || (isProduction ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    redisUrl: c.REDIS_URL ?? 'redis://127.0.0.1:6379',
    iceServers: iceServersOf(c.ICE_SERVERS, c.APP_URL),
    sessionCacheSeconds: c.SESSION_CACHE_SECONDS ?? (c.NODE_ENV === 'test' ? 0 : 30),
    groupAccessCacheSeconds: c.GROUP_ACCESS_CACHE_SECONDS ?? (c.NODE_ENV === 'test' ? 0 : 30),
  };
}

export type IceServer = { urls: string | string[]; username?: string; credential?: string };
const iceServerList = z.array(
  z.object({
    urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** ICE_SERVERS as RTCIceServer objects (see the schema above); throws on a malformed value. */
export function iceServersOf(value: string | undefined, appUrl: string): IceServer[] {
  // Empty (`ICE_SERVERS=` copied from .env.example) means unset, as for the other keys.
  const v = value?.trim() || undefined;
  if (v === undefined) {
    return LOOPBACK.has(new URL(appUrl).hostname) ? [] : [{ urls: 'stun:stun.l.google.com:19302' }];
  }
  if (v === 'none') return [];
  if (v.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(v);
    } catch {
      json = null;
    }
    const parsed = iceServerList.safeParse(json);
    if (!parsed.success) throw new Error('ICE_SERVERS: a JSON array of {urls, username?, credential?}.');
    return parsed.data;
  }
  const urls = v
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const bad = urls.find((u) => !/^(stun|stuns|turn|turns):/.test(u));
  if (bad) throw new Error(`ICE_SERVERS: ${bad} is not a stun:/turn: URL.`);
  return urls.map((urls) => ({ urls }));
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: nothing is trusted unless the operator names the proxies
 * by address or CIDR range. Hop counts are refused: they cannot tell a proxy from a client that
 * sends enough X-Forwarded-For entries (Fastify itself trusts no one for a number).
 */
export function trustProxyOf(value: string | undefined): boolean | string {
  const v = value?.trim();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v))
    throw new Error(
      'TRUST_PROXY takes the addresses or CIDR ranges of your proxies (e.g. 10.0.0.0/8,127.0.0.1), not a hop count.',
    );
  return v;
}
