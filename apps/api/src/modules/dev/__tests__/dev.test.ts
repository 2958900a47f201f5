import { describe, expect, it } from 'vitest';
import { apiSuite, jsonApi, login, makeUser, messagesTo, notificationsOf } from '../../../../test/context';
import type { AppDeps } from '../../../deps';
import { OutboxService } from '../../outbox/outbox.service';
import { insertJob } from '../../search/__tests__/search-jobs.fixtures';
import { type DevRunPorts, devModule } from '../dev.module';

const { ctx } = apiSuite();

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
    const run = (() => ({})) as unknown as DevRunPorts;
    expect(devModule(deps, { outbox: new OutboxService(deps), run }).routes).toBeUndefined();
  });
});

describe('POST dev/run/search-alerts and dev/run/digest', () => {
  it("announces a job published a moment ago at once, then sends the person's digest with it", async () => {
    const call = jsonApi(ctx);
    const person = await makeUser(ctx);
    const org = await makeUser(ctx, { role: 'organization', company: 'Dev Run Health', approved: true });
    const t = await login(ctx, person);
    const city = `Devrunville ${ctx.id}`;
    expect((await call('POST', '/save-search-result', t, { kind: 'jobs', filters: { city } })).status).toBe(
      200,
    );
    // Published after the search was saved, seconds ago: the scheduled run would leave it for later.
    await insertJob(ctx, org, { title: 'Dev Run ICU Nurse', city, published_at: new Date(Date.now() + 5) });
    await new Promise((r) => setTimeout(r, 20));

    const ran = await call('POST', '/dev/run/search-alerts');
    expect(ran.status).toBe(200);
    expect(ran.body.data.notified).toBeGreaterThanOrEqual(1);
    const bell = await notificationsOf(ctx, person.id, 'saved_search.match');
    expect(bell.map((n) => n.body)).toEqual(['Dev Run ICU Nurse']);

    // The digest goes now, whatever the hour; a second one has nothing unread left to send.
    const digest = await call('POST', '/dev/run/digest', null, { email: person.email.toUpperCase() });
    expect(digest).toMatchObject({
      status: 200,
      body: { message: 'The digest has been sent.', data: { sent: true } },
    });
    const mail = await messagesTo(ctx, person.email, 'notification.digest');
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('Dev Run ICU Nurse');
    const again = await call('POST', '/dev/run/digest', null, { email: person.email });
    expect(again.body.data.sent).toBe(false);
  });

  it('refuses a body without a valid e-mail (422) and answers an unknown one with nothing sent', async () => {
    const call = jsonApi(ctx);
    const bad = await call('POST', '/dev/run/digest', null, { email: 'not-an-email' });
    expect(bad.status).toBe(422);
    const unknown = await call('POST', '/dev/run/digest', null, { email: `nobody-${ctx.id}@example.test` });
    expect(unknown.body).toMatchObject({ message: 'Nothing unread to send.', data: { sent: false } });
  });
});
