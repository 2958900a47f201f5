import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, makeUser, type TestContext } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import { LIMITS } from '../auth.limits';

/** Abuse limits with a frozen clock: allowed at the limit, 429 beyond it, allowed again after the window. */
const clock = new FrozenClock(Date.parse('2026-11-21T10:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
const post = (url: string, payload: object, ip: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip });
const toNextWindow = (windowMs: number) =>
  clock.set(new Date(Math.ceil((clock.now().getTime() + 1) / windowMs) * windowMs + 1000));

describe('throttles', () => {
  it('login: 5 failures per account are answered, the next attempt is 429, and the next window allows again', async () => {
    toNextWindow(LIMITS.loginAccount.windowMs);
    const u = await makeUser(ctx);
    for (let i = 0; i < LIMITS.loginAccount.max; i++) {
      expect(
        (await post('/submit-login', { email: u.email, password: 'wrong-pass1' }, `10.20.0.${i}`)).statusCode,
      ).toBe(422);
    }
    const blocked = await post('/submit-login', { email: u.email, password: u.password }, '10.20.1.1');
    expect(blocked.statusCode).toBe(429);
    clock.advance(LIMITS.loginAccount.windowMs);
    expect(
      (await post('/submit-login', { email: u.email, password: u.password }, '10.20.1.2')).statusCode,
    ).toBe(200);
  });

  it('one-time codes: 3 sends per account, then 429 until the window ends', async () => {
    toNextWindow(LIMITS.otpSendAccount.windowMs);
    const u = await makeUser(ctx);
    for (let i = 0; i < LIMITS.otpSendAccount.max; i++) {
      expect((await post('/sent-otp-login', { email: u.email }, `10.21.0.${i}`)).statusCode).toBe(200);
    }
    expect((await post('/sent-otp-login', { email: u.email }, '10.21.1.1')).statusCode).toBe(429);
    clock.advance(LIMITS.otpSendAccount.windowMs);
    expect((await post('/sent-otp-login', { email: u.email }, '10.21.1.2')).statusCode).toBe(200);
  });

  it('password reset: 3 requests per e-mail per hour, then 429, then allowed', async () => {
    toNextWindow(LIMITS.resetAccount.windowMs);
    const u = await makeUser(ctx);
    for (let i = 0; i < LIMITS.resetAccount.max; i++) {
      expect((await post('/password-request', { email: u.email }, `10.22.0.${i}`)).statusCode).toBe(200);
    }
    const blocked = await post('/password-request', { email: u.email }, '10.22.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Try again in \d+ minutes/);
    clock.advance(LIMITS.resetAccount.windowMs);
    expect((await post('/password-request', { email: u.email }, '10.22.1.2')).statusCode).toBe(200);
  });

  it('per-IP limits apply across accounts', async () => {
    toNextWindow(LIMITS.otpSendIp.windowMs);
    const ip = '10.23.0.1';
    for (let i = 0; i < LIMITS.otpSendIp.max; i++) {
      expect((await post('/generate-otp', { email: `nobody${i}@example.test` }, ip)).statusCode).toBe(200);
    }
    expect((await post('/generate-otp', { email: 'someone-else@example.test' }, ip)).statusCode).toBe(429);
    expect(
      (await post('/generate-otp', { email: 'someone-else@example.test' }, '10.23.0.2')).statusCode,
    ).toBe(200);
  });
});
