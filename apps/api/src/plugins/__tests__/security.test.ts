import { schema } from '@hctl/db';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite, type TestContext } from '../../../test/context';
import { buildApp } from '../../app';
import { loadConfig, trustProxyOf } from '../../config';
import { demoDataWanted, seedDemo } from '../../seed/demo';

const { ctx } = apiSuite();

const loginFrom = (app: TestContext['app'], forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/submit-login',
    remoteAddress: '10.9.9.9',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `nobody-${forwardedFor}@example.test`, password: 'wrong-password-1' },
  });

describe('client address (pen-test finding 3)', () => {
  it('ignores X-Forwarded-For unless a proxy is configured, so per-IP limits hold', async () => {
    const limited = { ...ctx.deps, config: { ...ctx.deps.config, RATE_LIMIT_MAX: 3 } };
    const app = await buildApp(limited);
    const codes: number[] = [];
    // A new forged address on every request: each counts against the one real address.
    for (let i = 0; i < 4; i++) codes.push((await loginFrom(app, `203.0.113.${i}`)).statusCode);
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    expect(codes[3]).toBe(429);
    await app.close();
  });

  it('trusts only the proxies the operator names', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(() => trustProxyOf('1')).toThrow(/addresses or CIDR ranges/);
    expect(trustProxyOf('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('takes the client address from a named proxy hop', async () => {
    const proxied = {
      ...ctx.deps,
      config: { ...ctx.deps.config, RATE_LIMIT_MAX: 2, trustProxy: '10.0.0.0/8' },
    };
    const app = await buildApp(proxied);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await loginFrom(app, `198.51.100.${i}`)).statusCode);
    expect(codes).not.toContain(429);
    await app.close();
  });
});

describe('security headers (finding 5)', () => {
  it('sends a CSP without inline script, no framing, nosniff and a referrer policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/specialty' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the API docs page working under its own policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain('script-src');
  });
});

describe('request ids (finding 9)', () => {
  it('does not take a client-sent X-Request-Id as the log id', async () => {
    const app = await buildApp(ctx.deps);
    let seen = '';
    app.addHook('onRequest', async (req) => {
      seen = req.id;
    });
    await app.inject({ method: 'GET', url: '/api/v1/specialty', headers: { 'x-request-id': 'forged-id' } });
    expect(seen).not.toBe('forged-id');
    expect(seen).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });
});

describe('production configuration (findings 1, 9, 10)', () => {
  const strong = 'k'.repeat(32);
  const prod = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://x@127.0.0.1/x',
    MAIL_URL: 'smtp://mail.example.test:587',
    PAYMENT_GATEWAY: 'test',
  } as NodeJS.ProcessEnv;

  it('refuses secrets shorter than 32 characters', () => {
    expect(() => loadConfig({ ...prod, JWT_SECRET: 'short-but-16-chars!', APP_KEY: strong })).toThrow(/32\+/);
    expect(() => loadConfig({ ...prod, JWT_SECRET: strong, APP_KEY: strong })).not.toThrow();
  });

  it('refuses to take fake payments or keep mail in an outbox unless the operator opts in', () => {
    const bare = { NODE_ENV: 'production', JWT_SECRET: strong, APP_KEY: strong } as NodeJS.ProcessEnv;
    let message = '';
    try {
      loadConfig(bare);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('Payments: set STRIPE_SECRET_KEY');
    expect(message).toContain('PAYMENT_GATEWAY=test');
    expect(message).toContain('Mail: set MAIL_URL');
    const optedIn = loadConfig({ ...bare, MAIL_URL: 'smtp://m.example.test', PAYMENT_GATEWAY: 'test' });
    expect(optedIn.testPayments).toBe(true);
    const stripe = loadConfig({
      ...bare,
      MAIL_URL: 'smtp://m.example.test',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.testPayments).toBe(false);
  });

  it('binds this machine only outside production, every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv).host).toBe('127.0.0.1');
    expect(loadConfig({ ...prod, JWT_SECRET: strong, APP_KEY: strong }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' } as NodeJS.ProcessEnv).host).toBe(
      '0.0.0.0',
    );
  });

  it('never loads demo accounts in production, whatever SEED_DEMO says', async () => {
    expect(demoDataWanted({ NODE_ENV: 'production', SEED_DEMO: 'true' } as NodeJS.ProcessEnv)).toBe(false);
    expect(demoDataWanted({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toBe(true);
    expect(demoDataWanted({ NODE_ENV: 'development', SEED_DEMO: 'false' } as NodeJS.ProcessEnv)).toBe(false);
    const before = await ctx.db.select({ n: count() }).from(schema.users);
    await expect(seedDemo(ctx.db, { NODE_ENV: 'production' } as NodeJS.ProcessEnv)).rejects.toThrow(
      /never loaded in production/,
    );
    const after = await ctx.db.select({ n: count() }).from(schema.users);
    expect(after[0].n).toBe(before[0].n);
  });
});
