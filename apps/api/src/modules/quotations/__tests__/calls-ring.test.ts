import { type CallView, channelName } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import type { Closable } from '../../../kit/module';
import { quotationWorkers } from '../quotations.jobs';
import { callHistory, callsWorld, q } from './calls-world';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof callsWorld>>;
let workers: Closable[] = [];

beforeAll(async () => {
  // A one-second ring instead of 60 s.
  ctx = await createTestContext({ env: { CALL_RING_SECONDS: '1' } });
  w = await callsWorld(ctx);
  workers = await quotationWorkers(ctx.deps, ctx.app.modules.quotations.services.timers)(() => {});
}, 30_000);
afterAll(async () => {
  await Promise.all(workers.map((x) => x.close()));
});

const statusOf = async (id: number) =>
  (await ctx.db.select().from(schema.quotationCalls).where(eq(schema.quotationCalls.id, id)))[0];
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 8000) {
  for (const end = Date.now() + timeoutMs; ; ) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the ring timeout', () => {
  it('makes an unanswered call missed at its deadline, told to both participants', async () => {
    const api = q(ctx);
    const res = await api('POST', '/request-call/service', w.N.token, {
      service_quotation_id: await w.personal(),
      type: 'video',
    });
    const call = res.json().data as CallView;
    const row = await eventually(
      () => statusOf(call.id),
      (r) => r.status === 'missed',
    );
    expect(row.ended_at!.getTime()).toBeGreaterThanOrEqual(new Date(call.ring_until!).getTime() - 50);
    const last = (await callHistory(ctx, call.id)).at(-1)!;
    expect([last.actor, last.event, last.from_state, last.to_state]).toEqual([
      'system',
      'miss',
      'requested',
      'missed',
    ]);
    const events = await ctx.db
      .select()
      .from(schema.realtimeEvents)
      .where(eq(schema.realtimeEvents.channel, channelName.notify(w.P.id)));
    expect(events.map((e) => (e.data as { call: { status: string } }).call?.status)).toContain('missed');
    // Missed is final: answering now is an illegal move.
    expect((await api('PUT', `/start-call/${call.id}/service`, w.P.token)).statusCode).toBe(409);
  });

  it('leaves an answered call alone when its old deadline passes', async () => {
    const api = q(ctx);
    const call = (
      await api('POST', '/request-call/service', w.N.token, { service_quotation_id: await w.personal() })
    ).json().data as CallView;
    expect((await api('PUT', `/start-call/${call.id}/service`, w.P.token)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2000));
    expect((await statusOf(call.id)).status).toBe('started');
  });
});
