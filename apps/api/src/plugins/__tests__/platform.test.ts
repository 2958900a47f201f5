import { describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser } from '../../../test/context';
import { buildApp } from '../../app';

const { ctx, call } = apiSuite();

describe('envelope and error handling', () => {
  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Not found.', errors: {}, code: 'not_found' });
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/submit-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'The request body is not valid JSON.' });
  });

  it('words validation failures for people, not developers', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    const wrongField = await call('POST', '/organization/create', t, { name: 'Second Org' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors.company_name).toBe('This field is required.');
    const tooMany = await call('GET', `/individual/${u.slug}/notifications?take=500`, t);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('This must be at most 50.');
    const noBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/submit-login',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(noBody.statusCode).toBe(422);
    expect(noBody.json()).toMatchObject({
      message: 'Send the details as a JSON object.',
      code: 'validation_failed',
    });
  });

  it('hides internals of unexpected failures', async () => {
    const app = await buildApp(ctx.deps);
    app.get('/api/v1/__boom', { config: { auth: 'public' } }, async () => {
      throw new Error('password=hunter2 at db.ts:42');
    });
    const res = await app.inject({ method: 'GET', url: '/api/v1/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toMatchObject({ status: 'error', code: 'server_error' });
    await app.close();
  });

  it('maps unique violations to 409', async () => {
    const app = await buildApp(ctx.deps);
    app.get('/api/v1/__dup', { config: { auth: 'public' } }, async () => {
      await ctx.deps.pool.query("insert into newsletter_subscriptions (email) values ('dup@example.test')");
      await ctx.deps.pool.query("insert into newsletter_subscriptions (email) values ('dup@example.test')");
    });
    const res = await app.inject({ method: 'GET', url: '/api/v1/__dup' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    await app.close();
  });

  it('refuses to boot with a route that declares no auth', async () => {
    const app = await buildApp(ctx.deps);
    await expect(async () => {
      app.get('/api/v1/__undeclared', async () => 'x');
      await app.ready();
    }).rejects.toThrow(/config.auth/);
    await app.close().catch(() => {});
  });

  it('reports database and Redis health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.json()).toMatchObject({ status: 'success', data: { database: 'ok', redis: 'ok' } });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/submit-login');
  });

  it('rate-limits a client that floods the API', async () => {
    const limited = { ...ctx.deps, config: { ...ctx.deps.config, RATE_LIMIT_MAX: 3 } };
    const app = await buildApp(limited);
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await app.inject({ method: 'GET', url: '/api/v1/specialty', remoteAddress: '10.77.0.1' }))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
    const last = await app.inject({ method: 'GET', url: '/api/v1/specialty', remoteAddress: '10.77.0.1' });
    expect(last.json()).toMatchObject({ status: 'error', code: 'too_many_requests' });
    await app.close();
  });
});

describe('dev outbox', () => {
  it('shows the newest messages outside production', async () => {
    await call('POST', '/password-request', null, { email: 'none@example.test' });
    await call('POST', '/newsltter-subscription', null, { email: 'a@example.test' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?limit=5' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
  });

  it('does not exist in production', async () => {
    const prod = { ...ctx.deps, config: { ...ctx.deps.config, isProduction: true } };
    const app = await buildApp(prod);
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    await app.close();
  });
});
