import { describe, expect, it, vi } from 'vitest';
import { apiSuite } from '../../../../test/context';

const { ctx, call } = apiSuite();

describe('GET health', () => {
  it('answers 200 when PostgreSQL and Redis answer', async () => {
    const res = await call('GET', '/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'All systems operational.',
      data: { database: 'ok', redis: 'ok' },
    });
  });

  it('answers 503 with the error envelope and which dependency is down', async () => {
    const query = vi
      .spyOn(ctx.deps.pool, 'query')
      .mockRejectedValueOnce(new Error('connection refused') as never);
    try {
      const res = await call('GET', '/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        message: 'Some dependencies are unavailable.',
        data: { database: 'down', redis: 'ok' },
        errors: {},
        code: 'unhealthy',
      });
    } finally {
      query.mockRestore();
    }
  });
});
