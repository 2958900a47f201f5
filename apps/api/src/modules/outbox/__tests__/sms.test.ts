import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { loadConfig } from '../../../config';
import { deliverMessage, startOutboxWorkers } from '../outbox.jobs';
import { OutboxService } from '../outbox.service';
import { twilioSender } from '../sms';
import { startTwilioFake } from './twilio-fake';

const SID = 'AC00000000000000000000000000000001';
let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startTwilioFake>>;
beforeAll(async () => {
  fake = await startTwilioFake();
  ctx = await createTestContext({
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'twilio-secret-token',
      TWILIO_FROM: '+15125550100',
      TWILIO_API_BASE: fake.url,
    },
  });
});
afterAll(async () => {
  await fake.close();
});

const sms = () => twilioSender(ctx.deps.config.sms!);
const compose = (to: string, text: string) =>
  new OutboxService(ctx.deps).compose(ctx.db, { channel: 'sms', to, text, template: 'phone-otp' });
const row = async (id: number) =>
  (await ctx.db.select().from(schema.outboundMessages).where(eq(schema.outboundMessages.id, id)))[0];

describe('SMS through Twilio', () => {
  it('sends a claimed message once, with the account credentials as Basic auth', async () => {
    const item = await compose('+15125550111', 'Your HCTL verification code is 123456.');
    const before = fake.calls.length;
    expect(await deliverMessage(ctx.deps, item.id, null, sms())).toBe('sent');
    expect(await deliverMessage(ctx.deps, item.id, null, sms())).toBe('skipped');
    const calls = fake.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      auth: `${SID}:twilio-secret-token`,
      body: { To: '+15125550111', From: '+15125550100', Body: 'Your HCTL verification code is 123456.' },
    });
    expect(await row(item.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('puts the message back when Twilio fails, and the retry sends it', async () => {
    const item = await compose('+15125550112', 'code 222222');
    fake.state.failNext = 1;
    await expect(deliverMessage(ctx.deps, item.id, null, sms())).rejects.toThrow(/Service unavailable/);
    expect(await row(item.id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await row(item.id)).last_error).toMatch(/Service unavailable/);
    expect(await deliverMessage(ctx.deps, item.id, null, sms())).toBe('sent');
    expect(await row(item.id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(fake.calls.filter((c) => c.body.To === '+15125550112')).toHaveLength(2);
  });

  it('sends through a Messaging Service when TWILIO_FROM is one', async () => {
    const item = await compose('+15125550113', 'code 333333');
    const viaService = twilioSender({ ...ctx.deps.config.sms!, from: 'MG00000000000000000000000000000001' });
    expect(await deliverMessage(ctx.deps, item.id, null, viaService)).toBe('sent');
    expect(fake.calls.at(-1)?.body).toMatchObject({
      To: '+15125550113',
      MessagingServiceSid: 'MG00000000000000000000000000000001',
    });
  });

  it('the worker built from the configuration delivers queued SMS through the provider, once', async () => {
    const workers = startOutboxWorkers(ctx.deps, () => {}, { transport: null });
    try {
      const outbox = new OutboxService(ctx.deps);
      fake.state.failNext = 1; // the first try fails; BullMQ retries it
      await outbox.send({ channel: 'sms', to: '+15125550114', text: 'code 444444', template: 't' });
      const byTo = async () =>
        (
          await ctx.db
            .select()
            .from(schema.outboundMessages)
            .where(eq(schema.outboundMessages.to, '+15125550114'))
        )[0];
      const deadline = Date.now() + 20_000;
      while ((await byTo())?.status !== 'sent' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      const msg = await byTo();
      const sent = fake.calls.filter((c) => c.body.To === '+15125550114');
      expect(msg).toMatchObject({ status: 'sent', attempts: 2 });
      expect(sent).toHaveLength(2); // one refused, one accepted
    } finally {
      await workers.close();
    }
  }, 30_000);

  it('keeps SMS in the outbox without a provider (development), and needs all three settings', async () => {
    const item = await compose('+15125550115', 'code 555555');
    expect(await deliverMessage(ctx.deps, item.id, null, null)).toBe('stored');
    expect(() => loadConfig({ NODE_ENV: 'test', TWILIO_ACCOUNT_SID: SID } as NodeJS.ProcessEnv)).toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'test',
        TWILIO_ACCOUNT_SID: '',
        TWILIO_AUTH_TOKEN: '',
        TWILIO_FROM: '',
      } as NodeJS.ProcessEnv).sms,
    ).toBeNull();
  });
});
