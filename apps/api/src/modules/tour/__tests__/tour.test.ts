import { describe, expect, it } from 'vitest';
import { apiSuite, bearer, login, makeUser } from '../../../../test/context';

const { ctx, call } = apiSuite();

describe('tour guide', () => {
  it('starts not_started, records progress and status per user', async () => {
    const a = await makeUser(ctx);
    const b = await makeUser(ctx);
    const ta = await login(ctx, a);
    const tb = await login(ctx, b);
    const get = (t?: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/tour-guide', headers: t ? bearer(t) : {} });
    expect((await get(ta)).json().data).toMatchObject({ status: 'not_started', current_step: 0 });
    const prog = await call('POST', '/tour-guide/tour-progress', ta, {
      page: 'dashboard',
      step: 2,
      completed: true,
    });
    expect(prog.json().data).toMatchObject({
      status: 'in_progress',
      current_page: 'dashboard',
      completed_pages: ['dashboard'],
    });
    const upd = await call('POST', '/tour-guide/update', ta, { status: 'skipped' });
    expect(upd.json().data.status).toBe('skipped');
    expect((await get(tb)).json().data.status).toBe('not_started');
    const bad = await call('POST', '/tour-guide/update', ta, { status: 'paused' });
    expect(bad.statusCode).toBe(422);
    expect((await get()).statusCode).toBe(401);
  });
});
