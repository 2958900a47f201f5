import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, schema } from '@hctl/db';
import bcrypt from 'bcrypt';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppDeps } from '../src/deps';
import { type Clock, systemClock } from '../src/lib/clock';
import { uniqueSlug } from '../src/lib/slug';
import type { PaymentGateway } from '../src/modules/billing/gateway';
import { createQueues } from '../src/plugins/queue';
import { LocalStorage } from '../src/plugins/storage';
import { type FormFile, multipart, type multipartForm } from './fixtures';

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** What each context of the running file needs closed, newest first (`closeTestContexts`). */
const openContexts: (() => Promise<void>)[] = [];

/**
 * Closes the contexts the file made: `test/after-file.ts` (a setup file) runs it after each file's
 * own afterAll hooks. Not an afterAll registered by createTestContext itself: called from a
 * beforeAll, that hook would land in whatever suite vitest is collecting then, which without
 * isolation (one module graph for many files) is another file's.
 */
export async function closeTestContexts() {
  for (let close = openContexts.pop(); close; close = openContexts.pop()) await close();
}

/**
 * A real app over its own database (cloned from the migrated template) and its own Redis key
 * prefix, so test files run in parallel without seeing each other. Closed after the file.
 */
export async function createTestContext(
  opts: { clock?: Clock; gateway?: PaymentGateway; env?: Record<string, string> } = {},
) {
  const id = randomBytes(5).toString('hex');
  const dbName = `hctl_t_${id}`;
  const adminUrl = inject('adminUrl');
  const admin = createDb(adminUrl, { max: 1 });
  await admin.pool.query(`create database ${dbName} template ${inject('templateDb')}`);
  await admin.pool.end();
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: u.toString(),
    REDIS_URL: redisUrl,
    APP_URL: 'http://localhost:3000',
    BCRYPT_ROUNDS: '4',
    LOG_LEVEL: 'silent',
    ...opts.env,
  } as NodeJS.ProcessEnv);
  const { db, pool } = createDb(config.databaseUrl, { max: 5 });
  // As the running API (runtime/deps.ts): auto-pipelined, so the suite exercises the same client.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const keyPrefix = `t:${id}:`;
  const deps: AppDeps = {
    config,
    db,
    pool,
    redis,
    queues: createQueues(redisUrl, keyPrefix),
    clock: opts.clock ?? systemClock,
    storage: new LocalStorage(join(tmpdir(), `hctl-uploads-${id}`)),
    keyPrefix,
    gateway: opts.gateway,
  };
  const app = await buildApp(deps);

  openContexts.push(async () => {
    await app.close();
    await deps.queues.close();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await pool.end();
    await rm(join(tmpdir(), `hctl-uploads-${id}`), { recursive: true, force: true });
    const a = createDb(adminUrl, { max: 1 });
    await a.pool.query(`drop database if exists ${dbName} with (force)`);
    await a.pool.end();
  });

  return { app, deps, db, id };
}

let seq = 0;
export interface MadeUser {
  id: number;
  slug: string;
  email: string;
  password: string;
  orgSlug?: string;
  orgId?: number;
}

/** Inserts a user straight into the database (verified and active unless told otherwise). */
export async function makeUser(
  ctx: TestContext,
  o: {
    role?: 'individual' | 'organization' | 'super-admin';
    verified?: boolean;
    active?: boolean;
    phone?: string;
    twoFactor?: boolean;
    company?: string;
    approved?: boolean;
  } = {},
): Promise<MadeUser> {
  const n = ++seq;
  const password = 'Secret123';
  const email = `user${n}-${ctx.id}@example.test`;
  const role = o.role ?? 'individual';
  const [u] = await ctx.db
    .insert(schema.users)
    .values({
      slug: uniqueSlug(`test user ${n}`),
      email,
      password_hash: await bcrypt.hash(password, 4),
      role,
      first_name: 'Test',
      last_name: `User${n}`,
      is_active: o.active ?? true,
      email_verified_at: o.verified === false ? null : new Date(),
      phone_number: o.phone ?? null,
      phone_verified_at: o.phone ? new Date() : null,
      two_factor_enabled: o.twoFactor ?? false,
      referral_code: `R${ctx.id}${n}`.toUpperCase(),
    })
    .returning();
  const made: MadeUser = { id: u.id, slug: u.slug, email, password };
  if (role === 'organization') {
    const [org] = await ctx.db
      .insert(schema.organizations)
      .values({
        slug: uniqueSlug(o.company ?? `Clinic ${n}`),
        company_name: o.company ?? `Clinic ${n}`,
        owner_id: u.id,
        approval_status: o.approved ? 'approved' : 'pending',
      })
      .returning();
    made.orgSlug = org.slug;
    made.orgId = org.id;
  } else {
    await ctx.db.insert(schema.individualDetails).values({ user_id: u.id });
  }
  return made;
}

export async function login(ctx: TestContext, user: Pick<MadeUser, 'email' | 'password'>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/submit-login',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.api_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type RequestArgs = [
  method: Method,
  url: string,
  token?: string | null,
  payload?: unknown,
  headers?: Record<string, string>,
];

/**
 * Calls `/api/v1{url}` as the holder of `token` (none: anonymous), with `payload` as the JSON body
 * and any further `headers`.
 */
export const request = (ctx: TestContext, ...[method, url, token, payload, headers]: RequestArgs) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: payload as object | undefined,
  });

/** `request` on one context: `call = api(ctx)` once the context is made. */
export const api =
  (ctx: TestContext) =>
  (...args: RequestArgs) =>
    request(ctx, ...args);
export type Api = ReturnType<typeof api>;

/** As `api`, answering only the status and the parsed body (for tests that read nothing else). */
export const jsonApi = (ctx: TestContext) => {
  const call = api(ctx);
  return async (...args: RequestArgs) => {
    const res = await call(...args);
    return { status: res.statusCode, body: res.json() };
  };
};
export type JsonApi = ReturnType<typeof jsonApi>;

/** A user made by `makeUser` and signed in: the user and its API token. */
export interface SignedIn extends MadeUser {
  token: string;
}

/** Makes a user (as `makeUser` does, with the same options) and signs it in. */
export async function signedIn(ctx: TestContext, o: Parameters<typeof makeUser>[1] = {}): Promise<SignedIn> {
  const user = await makeUser(ctx, o);
  return { ...user, token: await login(ctx, user) };
}

/**
 * Where most test files start: `const { ctx, call } = apiSuite();` at the top of the file registers a
 * `beforeAll` that makes the file's test context (`createTestContext(opts)`) and fills `ctx` in, so
 * `ctx`, `call` (its `api`) and `json` (its `jsonApi`) are ready in every later hook and test. With
 * `as`, `user` is then also the user (`signedIn` with those options) the file's requests are mostly
 * made as.
 */
export function apiSuite({
  as,
  ...opts
}: Parameters<typeof createTestContext>[0] & { as?: Parameters<typeof makeUser>[1] } = {}) {
  const ctx = {} as TestContext;
  const user = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(opts));
    if (as) Object.assign(user, await signedIn(ctx, as));
  });
  return { ctx, call: api(ctx), json: jsonApi(ctx), user };
}

/** POST a built multipart body (`multipart`, `multipartForm`) to `/api/v1{url}`, signed in when a token is given. */
export const postForm = (
  ctx: TestContext,
  url: string,
  token: string | undefined,
  form: ReturnType<typeof multipartForm>,
) => request(ctx, 'POST', url, token, form.payload, form.headers);

/** POST a multipart form (fields and at most one file) to `/api/v1{url}`, signed in when a token is given. */
export const postMultipart = (
  ctx: TestContext,
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  file?: FormFile,
) => postForm(ctx, url, token, multipart(fields, file));

/** The newest outbox message to `to` (optionally of a template). */
export async function lastMessage(ctx: TestContext, to: string, template?: string) {
  const rows = await ctx.db.query.outboundMessages.findMany({
    where: (m, { and, eq }) => and(eq(m.to, to), template ? eq(m.template, template) : undefined),
    orderBy: (m, { desc }) => [desc(m.id)],
    limit: 1,
  });
  return rows[0] ?? null;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** The outbox messages to `to` (only of `template` when given). */
export const messagesTo = (ctx: TestContext, to: string, template?: string) =>
  ctx.db
    .select()
    .from(schema.outboundMessages)
    .where(
      and(
        eq(schema.outboundMessages.to, to),
        template ? eq(schema.outboundMessages.template, template) : undefined,
      ),
    );

/** The bell notifications of one type a user has. */
export const notificationsOf = (ctx: TestContext, userId: number, type: string) =>
  ctx.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.user_id, userId), eq(schema.notifications.type, type)));
