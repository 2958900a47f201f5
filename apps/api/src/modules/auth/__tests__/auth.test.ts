import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite, bearer, codeIn, lastMessage, login, makeUser } from '../../../../test/context';

const { ctx, call } = apiSuite();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });

const registration = (email: string) => ({
  first_name: 'Maria',
  last_name: 'Lopez',
  email,
  password: 'Nurse2024!',
  password_confirmation: 'Nurse2024!',
  terms: true,
});

describe('registration and e-mail verification', () => {
  it('registers an individual, mails a signed link that verifies the e-mail once', async () => {
    const email = `maria-${ctx.id}@example.test`;
    const res = await post('/individual/register', registration(email), {}, '10.1.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { email } });
    const user = await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
    expect(user?.role).toBe('individual');
    expect(user?.email_verified_at).toBeNull();
    expect(user?.password_hash).not.toContain('Nurse2024');

    const mail = await lastMessage(ctx, email, 'verify-email');
    const link = new URL(/http\S+/.exec(mail!.text)![0]);
    const q = link.searchParams;
    const verifyUrl = `/api/v1/email/verify/${q.get('id')}/${q.get('hash')}?expires=${q.get('expires')}&signature=${q.get('signature')}`;
    const tampered = verifyUrl.replace(/signature=[0-9a-f]/, (m) =>
      m.endsWith('0') ? `${m.slice(0, -1)}1` : `${m.slice(0, -1)}0`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const ok = await ctx.app.inject({ method: 'GET', url: verifyUrl });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/verified/);
    const after = await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
    expect(after?.email_verified_at).not.toBeNull();
    // Verification is not a profile edit: the new user still routes to /choose (spec §4).
    expect(after?.updated_at.getTime()).toBe(after?.created_at.getTime());
  });

  it('registers an organization with its company (pending approval)', async () => {
    const email = `owner-${ctx.id}@example.test`;
    const res = await post(
      '/organization/register',
      { ...registration(email), company_name: 'Lakeside Hospital' },
      {},
      '10.1.0.2',
    );
    expect(res.statusCode).toBe(200);
    const user = await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
    const org = await ctx.db.query.organizations.findFirst({
      where: (o, { eq }) => eq(o.owner_id, user!.id),
    });
    expect(org).toMatchObject({ company_name: 'Lakeside Hospital', approval_status: 'pending' });
  });

  it('answers a duplicate e-mail exactly like a new one and changes nothing', async () => {
    const existing = await makeUser(ctx);
    const before = await ctx.db.select().from(schema.users).where(eq(schema.users.email, existing.email));
    const res = await post('/individual/register', registration(existing.email), {}, '10.1.0.3');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your account has been created. Check your e-mail for a verification link.',
    );
    const after = await ctx.db.select().from(schema.users).where(eq(schema.users.email, existing.email));
    expect(after).toEqual(before);
    expect((await lastMessage(ctx, existing.email))?.template).toBe('already-registered');
  });

  it('rejects bad input with field errors and stores nothing', async () => {
    const email = `bad-${ctx.id}@example.test`;
    const res = await post('/individual/register', {
      ...registration(email),
      password: 'short',
      password_confirmation: 'x',
      terms: false,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.errors.password).toMatch(/8 characters/);
    expect(body.errors.terms).toBeDefined();
    expect(await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) })).toBeUndefined();
  });

  it('resends the verification link with a neutral answer', async () => {
    const u = await makeUser(ctx, { verified: false });
    const res = await post('/email/resend/', { email: u.email }, {}, '10.1.0.4');
    expect(res.statusCode).toBe(200);
    expect((await lastMessage(ctx, u.email))?.template).toBe('verify-email');
    const unknown = await post('/email/resend/', { email: `nobody-${ctx.id}@example.test` }, {}, '10.1.0.4');
    expect(unknown.json().message).toBe(res.json().message);
  });
});

describe('sign-in', () => {
  it('returns the session view and a working token; logout revokes it at once', async () => {
    const u = await makeUser(ctx);
    const res = await post('/submit-login', {
      email: u.email.toUpperCase(),
      password: u.password,
      remember: true,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      otp_sent: false,
      user: { slug: u.slug, role: 'individual', is_active: true, email: u.email },
      individual_details: { user_id: u.id },
      userDetails: { role: 'individual' },
    });
    const token = data.api_token;
    const me = await call('GET', '/individual/accounts', token);
    expect(me.statusCode).toBe(200);
    expect((await post('/logout', {}, bearer(token))).statusCode).toBe(200);
    const after = await call('GET', '/individual/accounts', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: 'error', message: 'Unauthenticated.' });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const u = await makeUser(ctx);
    const wrong = await post('/submit-login', { email: u.email, password: 'nope-nope1' }, {}, '10.2.0.1');
    const unknown = await post(
      '/submit-login',
      { email: `ghost-${ctx.id}@example.test`, password: 'nope-nope1' },
      {},
      '10.2.0.1',
    );
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid Credentials!');
  });

  it('validates the login body', async () => {
    const res = await post('/submit-login', { email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('throttles repeated failures for an account with 429', async () => {
    const u = await makeUser(ctx);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/submit-login', { email: u.email, password: 'wrong-pass1' }, {}, `10.3.0.${i}`))
          .statusCode,
      ).toBe(422);
    }
    const blocked = await post('/submit-login', { email: u.email, password: u.password }, {}, '10.3.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('sends a deactivated account to activation, which reactivates it', async () => {
    const u = await makeUser(ctx, { active: false });
    const res = await post('/submit-login', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_deactivated');
    const wrong = await post('/submit-login-activate', { email: u.email, password: 'wrong-pass1' });
    expect(wrong.statusCode).toBe(422);
    const act = await post('/submit-login-activate', { email: u.email, password: u.password });
    expect(act.statusCode).toBe(200);
    expect(act.json().data.user.is_active).toBe(true);
  });
});

describe('one-time codes', () => {
  it('asks for a code when is_otp is set, and the code signs in once', async () => {
    const u = await makeUser(ctx);
    const res = await post(
      '/submit-login',
      { email: u.email, password: u.password, is_otp: true },
      {},
      '10.4.0.1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ otp_sent: true, api_token: null });
    const code = codeIn((await lastMessage(ctx, u.email, 'login-otp'))!.text);
    const stored = await ctx.db.query.otpCodes.findFirst({ where: (o, { eq }) => eq(o.user_id, u.id) });
    expect(stored?.code_hash).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await post('/verify-otp', { email: u.email, otp: wrongCode }, {}, '10.4.0.1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.otp).toBeDefined();
    const good = await post('/verify-otp', { email: u.email, otp: code }, {}, '10.4.0.1');
    expect(good.statusCode).toBe(200);
    expect(good.json().data.api_token).toEqual(expect.any(String));
    const again = await post('/verify-otp', { email: u.email, otp: code }, {}, '10.4.0.1');
    expect(again.statusCode).toBe(422);
  });

  it('sends login codes by SMS to a verified phone when two-factor is on', async () => {
    const u = await makeUser(ctx, { phone: '+15125550100', twoFactor: true });
    const res = await post('/submit-login', { email: u.email, password: u.password }, {}, '10.4.0.2');
    expect(res.json().data).toMatchObject({ otp_sent: true, phone_number: '*******0100' });
    expect((await lastMessage(ctx, '+15125550100'))?.channel).toBe('sms');
  });

  it('burns a code after 5 wrong tries', async () => {
    const u = await makeUser(ctx);
    await post('/generate-otp', { email: u.email }, {}, '10.4.0.3');
    const code = codeIn((await lastMessage(ctx, u.email, 'login-otp'))!.text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post('/verify-otp', { email: u.email, otp: wrongCode }, {}, '10.4.0.3')).statusCode,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    expect((await post('/verify-otp', { email: u.email, otp: code }, {}, '10.4.0.3')).statusCode).toBe(422);
  });

  it('answers sent-otp-login the same for unknown e-mails and throttles sends', async () => {
    const u = await makeUser(ctx);
    const known = await post('/sent-otp-login', { email: u.email }, {}, '10.4.0.4');
    const unknown = await post(
      '/sent-otp-login',
      { email: `nobody2-${ctx.id}@example.test` },
      {},
      '10.4.0.5',
    );
    expect(known.statusCode).toBe(200);
    expect(known.json().message).toBe(unknown.json().message);
    await post('/sent-otp-login', { email: u.email }, {}, '10.4.0.4');
    await post('/sent-otp-login', { email: u.email }, {}, '10.4.0.4');
    expect((await post('/sent-otp-login', { email: u.email }, {}, '10.4.0.4')).statusCode).toBe(429);
  });
});

describe('password reset', () => {
  it('mails a single-use link; updating revokes every session', async () => {
    const u = await makeUser(ctx);
    const token = await login(ctx, u);
    const unknown = await post(
      '/password-request',
      { email: `nobody3-${ctx.id}@example.test` },
      {},
      '10.5.0.1',
    );
    const res = await post('/password-request', { email: u.email }, {}, '10.5.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(unknown.json().message);
    const link = new URL(/http\S+/.exec((await lastMessage(ctx, u.email, 'password-reset'))!.text)![0]);
    const resetToken = link.searchParams.get('token')!;
    const body = {
      email: u.email,
      token: resetToken,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    };

    const mismatch = await post('/password-update', { ...body, password_confirmation: 'Other1234' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toBeDefined();

    expect((await post('/password-update', body)).statusCode).toBe(200);
    const reused = await post('/password-update', body);
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toMatchObject({
      message: 'You are not allowed to update',
      code: 'reset_link_expired',
    });
    const old = await call('GET', '/individual/accounts', token);
    expect(old.statusCode).toBe(401);
    await login(ctx, { email: u.email, password: 'NewPass123' });
  });

  it('using one link (or any password change) ends every other outstanding link', async () => {
    const u = await makeUser(ctx);
    const requestLink = async () => {
      expect((await post('/password-request', { email: u.email }, {}, '10.5.0.2')).statusCode).toBe(200);
      const mail = await lastMessage(ctx, u.email, 'password-reset');
      return new URL(/http\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
    };
    const a = await requestLink();
    const b = await requestLink();
    expect(a).not.toBe(b);
    const reset = (token: string, password: string) =>
      post('/password-update', { email: u.email, token, password, password_confirmation: password });
    expect((await reset(b, 'FromLinkB1')).statusCode).toBe(200);
    const stale = await reset(a, 'FromLinkA1');
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('reset_link_expired');
    await login(ctx, { email: u.email, password: 'FromLinkB1' });
  });

  it('refuses a made-up token', async () => {
    const u = await makeUser(ctx);
    const res = await post('/password-update', {
      email: u.email,
      token: 'f'.repeat(64),
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('protected auth calls', () => {
  it('logout without a token is 401 Unauthenticated.', async () => {
    const res = await post('/logout', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Unauthenticated.',
      errors: {},
      code: 'unauthenticated',
    });
  });

  it('rejects a token signed with another secret', async () => {
    const jwt = await import('jsonwebtoken');
    const forged = jwt.default.sign(
      { sub: '1', jti: '00000000-0000-0000-0000-000000000000' },
      'other-secret-123456',
    );
    expect((await post('/logout', {}, bearer(forged))).statusCode).toBe(401);
  });
});
