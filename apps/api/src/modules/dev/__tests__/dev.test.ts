import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import type { AppDeps } from '../../../deps';
import { OutboxService } from '../../outbox/outbox.service';
import { devModule } from '../dev.module';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('GET dev/outbox', () => {
  it('lists the newest messages to an address, without their template or delivery details', async () => {
    const outbox = new OutboxService(ctx.deps);
    for (const text of ['code 111111', 'code 222222'])
      await outbox.compose(ctx.db, { channel: 'sms', to: '+15125550199', text, template: 'otp' });
    await outbox.compose(ctx.db, {
      channel: 'email',
      to: 'other@example.test',
      subject: 'Hi',
      text: 'x',
      template: 't',
    });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=%2B15125550199&limit=5' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: { text: string }) => m.text)).toEqual(['code 222222', 'code 111111']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      to: '+15125550199',
      channel: 'sms',
      subject: null,
      text: 'code 222222',
      status: 'queued',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('does not exist in production', () => {
    const deps = { ...ctx.deps, config: { ...ctx.deps.config, isProduction: true } } as AppDeps;
    expect(devModule(deps, { outbox: new OutboxService(deps) }).routes).toBeUndefined();
  });
});
