import { currentPlan, envelope, plansView } from '@hctl/contracts';
import { describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser, request } from '../../../../test/context';

const { ctx } = apiSuite();

const get = (url: string, token?: string) => request(ctx, 'GET', url, token);

describe('plans', () => {
  // The public answer is cached already serialized, so the response view is checked here instead.
  it('lists an audience or shows one plan, as its view describes', async () => {
    const all = await get('/plans/organization');
    expect(all.statusCode).toBe(200);
    const list = envelope(plansView).parse(all.json()).data;
    expect(Array.isArray(list) && list.every((p) => p.audience === 'organization')).toBe(true);
    const one = await get('/plans/individual-pro');
    expect(envelope(plansView).parse(one.json()).data).toMatchObject({ slug: 'individual-pro' });
    expect((await get('/plans/no-such-plan')).statusCode).toBe(404);
  });

  it('answers the current plan, Basic without a subscription', async () => {
    const nurse = await makeUser(ctx);
    const res = await get('/plans/current', await login(ctx, nurse));
    expect(envelope(currentPlan).parse(res.json()).data).toMatchObject({
      slug: 'individual-basic',
      start_date: null,
    });
    expect((await get('/plans/current')).statusCode).toBe(401);
  });
});
