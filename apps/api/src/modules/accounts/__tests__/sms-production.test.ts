import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  createTestContext,
  lastMessage,
  login,
  makeUser,
  request,
  type TestContext,
} from '../../../../test/context';
import { startTwilioFake } from '../../outbox/__tests__/twilio-fake';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(32),
  APP_KEY: 'k'.repeat(32),
  MAIL_URL: 'smtp://mail.example.test:587',
  PAYMENT_GATEWAY: 'test',
};
let bare: TestContext;
let withTwilio: TestContext;
let fake: Awaited<ReturnType<typeof startTwilioFake>>;
beforeAll(async () => {
  fake = await startTwilioFake();
  bare = await createTestContext({ env: production });
  withTwilio = await createTestContext({
    env: {
      ...production,
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000002',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15125550100',
      TWILIO_API_BASE: fake.url,
    },
  });
});
afterAll(async () => {
  await fake.close();
});

describe('SMS in production without a provider', () => {
  it('refuses to text a phone code, and stores nothing', async () => {
    const u = await makeUser(bare);
    const t = await login(bare, u);
    const res = await request(bare, 'POST', '/individual/account/generate-otp', t, {
      phone_number: '+15125550131',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', message: 'SMS is not configured on this server.' });
    expect(await lastMessage(bare, '+15125550131')).toBeFalsy();
    const codes = await bare.db.select().from(schema.otpCodes).where(eq(schema.otpCodes.user_id, u.id));
    expect(codes).toHaveLength(0);
    // Still: bad input is a 422, no caller a 401.
    expect(
      (await request(bare, 'POST', '/individual/account/generate-otp', t, { phone_number: 'x' })).statusCode,
    ).toBe(422);
    expect(
      (
        await request(bare, 'POST', '/individual/account/generate-otp', undefined, {
          phone_number: '+15125550131',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses to turn on two-step sign-in by SMS, and changes nothing', async () => {
    const u = await makeUser(bare);
    const t = await login(bare, u);
    const res = await request(bare, 'POST', '/individual/account/verify-otp', t, {
      otp: '123456',
      enable_two_factor: true,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('SMS is not configured on this server.');
    const [row] = await bare.db.select().from(schema.users).where(eq(schema.users.id, u.id));
    expect(row.two_factor_enabled).toBe(false);
  });

  it('sends a two-step sign-in code by e-mail to a user whose phone was verified earlier', async () => {
    const u = await makeUser(bare, { phone: '+15125550132', twoFactor: true });
    const res = await request(bare, 'POST', '/submit-login', undefined, {
      email: u.email,
      password: u.password,
    });
    expect(res.json().data).toMatchObject({ otp_sent: true, phone_number: null });
    expect(await lastMessage(bare, '+15125550132')).toBeFalsy();
    expect(codeIn((await lastMessage(bare, u.email, 'login-otp'))!.text)).toMatch(/^\d{6}$/);
  });
});

describe('SMS in production with Twilio configured', () => {
  it('texts phone codes and turns on two-step sign-in', async () => {
    const u = await makeUser(withTwilio);
    const t = await login(withTwilio, u);
    const sent = await request(withTwilio, 'POST', '/individual/account/generate-otp', t, {
      phone_number: '+15125550133',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = codeIn((await lastMessage(withTwilio, '+15125550133'))!.text);
    const res = await request(withTwilio, 'POST', '/individual/account/verify-otp', t, {
      otp: code,
      enable_two_factor: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const login2 = await request(withTwilio, 'POST', '/submit-login', undefined, {
      email: u.email,
      password: u.password,
    });
    expect(login2.json().data.phone_number).toMatch(/0133$/);
  });
});
