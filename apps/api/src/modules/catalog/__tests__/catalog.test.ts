import { CATEGORIES, SPECIALTIES } from '@hctl/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('catalogue', () => {
  it('numbers the specialties from 1 in their order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/specialty' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Specialties.',
      data: SPECIALTIES.map((name, i) => ({ id: i + 1, name })),
    });
  });

  it('lists the categories as the constants hold them', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Categories.', data: CATEGORIES });
  });
});
