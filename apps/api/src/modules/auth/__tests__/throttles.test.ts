import { describe, expect, it } from 'vitest';
import { apiSuite, bearer, login, makeUser } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import { LIMITS } from '../auth.limits';

/** Abuse limits with a frozen clock: allowed at the limit, 429 beyond it, allowed again after the window. */
const clock = new FrozenClock(Date.parse('2026-11-21T10:00:00Z'));
const { ctx } = apiSuite({ clock });
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

  it('sign-up and verification mails: 5 per recipient address per hour, whoever asks and from wherever', async () => {
    toNextWindow(LIMITS.accountMailRecipient.windowMs);
    const email = `flooded-${ctx.id}@example.test`;
    const register = (i: number) =>
      post(
        '/individual/register',
        {
          first_name: 'Buy cheap pills at',
          last_name: 'spam.example',
          email,
          password: 'Nurse2024!',
          password_confirmation: 'Nurse2024!',
          terms: true,
        },
        `10.24.0.${i}`,
      );
    const mails = async () =>
      (await ctx.db.query.outboundMessages.findMany({ where: (m, { eq }) => eq(m.to, email) })).length;
    // The first creates the account; the next ones are already-registered notices, still mails.
    for (let i = 0; i < LIMITS.accountMailRecipient.max - 1; i++) {
      expect((await register(i)).statusCode).toBe(200);
    }
    expect((await post('/email/resend/', { email }, '10.24.1.1')).statusCode).toBe(200);
    expect(await mails()).toBe(LIMITS.accountMailRecipient.max);
    const blocked = await register(50);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many e-mails sent to this address/);
    expect((await post('/email/resend/', { email }, '10.24.1.2')).statusCode).toBe(429);
    expect(await mails()).toBe(LIMITS.accountMailRecipient.max);
    clock.advance(LIMITS.accountMailRecipient.windowMs);
    expect((await register(51)).statusCode).toBe(200);
    expect(await mails()).toBe(LIMITS.accountMailRecipient.max + 1);
  });

  it('password confirmations on signed-in routes share the sign-in limit: 5 wrong, then 429 everywhere', async () => {
    toNextWindow(LIMITS.loginAccount.windowMs);
    const u = await makeUser(ctx);
    const token = await login(ctx, u);
    const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload: object) =>
      ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
    const guesses = [
      () => send('PUT', '/individual/account-active', { is_active: true, password: 'guess-one1' }),
      () => send('POST', '/account-withdrawal', { password: 'guess-two2' }),
      () => send('DELETE', `/individual/account/${u.id}`, { password: 'guess-three3' }),
    ];
    for (let i = 0; i < LIMITS.loginAccount.max; i++) {
      expect((await guesses[i % guesses.length]()).statusCode).toBe(422);
    }
    const blocked = await send('PUT', '/individual/account-active', {
      is_active: true,
      password: u.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed password attempts/);
    expect((await send('DELETE', `/individual/account/${u.id}`, { password: u.password })).statusCode).toBe(
      429,
    );
    expect(
      (await post('/submit-login', { email: u.email, password: u.password }, '10.25.0.1')).statusCode,
    ).toBe(429);
    clock.advance(LIMITS.loginAccount.windowMs);
    expect(
      (await send('PUT', '/individual/account-active', { is_active: true, password: u.password })).statusCode,
    ).toBe(200);
  });
});
