import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';
import { deliverMessage } from '../outbox.jobs';
import { OutboxService } from '../outbox.service';

const { ctx } = apiSuite();
/** An e-mail in the outbox, not sent yet. */
const compose = (to: string) =>
  new OutboxService(ctx.deps).compose(ctx.db, {
    channel: 'email',
    to,
    subject: 'Hi',
    text: 'Body',
    template: 't',
  });

describe('outbox delivery', () => {
  it('delivers a message once even when the job runs twice', async () => {
    const sent: unknown[] = [];
    const transport = { sendMail: async (m: unknown) => void sent.push(m) };
    const item = await compose('x@example.test');
    expect(await deliverMessage(ctx.deps, item.id, transport)).toBe('sent');
    expect(await deliverMessage(ctx.deps, item.id, transport)).toBe('skipped');
    expect(sent).toHaveLength(1);
  });

  it('puts a message back in the queue when delivery fails', async () => {
    const item = await compose('y@example.test');
    const failing = { sendMail: async () => Promise.reject(new Error('smtp down')) };
    await expect(deliverMessage(ctx.deps, item.id, failing)).rejects.toThrow('smtp down');
    const row = await ctx.db.query.outboundMessages.findFirst({ where: (m, { eq }) => eq(m.id, item.id) });
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'smtp down' });
    expect(await deliverMessage(ctx.deps, item.id, null)).toBe('stored');
  });

  it('enqueues through BullMQ with an idempotent job id', async () => {
    const outbox = new OutboxService(ctx.deps);
    await outbox.send({ channel: 'sms', to: '+15125550000', text: 'code 123456', template: 't' });
    await outbox.send({ channel: 'sms', to: '+15125550000', text: 'code 654321', template: 't' });
    const jobs = await ctx.deps.queues.get('sms').getJobs(['waiting', 'delayed', 'active']);
    expect(jobs.map((j) => j.id)).toHaveLength(2);
    expect(jobs.every((j) => String(j.id).startsWith('msg-'))).toBe(true);
  });
});
