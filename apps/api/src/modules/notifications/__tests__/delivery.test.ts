import { schema } from '@hctl/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite, type MadeUser, makeUser, messagesTo } from '../../../../test/context';
import type { NotifyInput } from '../notifications.port';

const { ctx } = apiSuite();
const mod = () => ctx.app.modules.notifications.services;

async function notify(inputs: NotifyInput[]) {
  const receipt = await ctx.db.transaction((tx) => mod().notifications.notify(tx, inputs));
  return receipt;
}
const mails = (to: string, template?: string) => messagesTo(ctx, to, template);
const deliveriesOf = (ids: number[]) =>
  ctx.db
    .select()
    .from(schema.notificationDeliveries)
    .where(inArray(schema.notificationDeliveries.notification_id, ids));

describe('immediate e-mail', () => {
  it('critical types are queued at once and sent exactly once however many jobs ask', async () => {
    const u = await makeUser(ctx);
    const r = await notify([
      {
        userId: u.id,
        type: 'payment.failed',
        title: 'Your payment of $49 failed',
        body: 'Update your card.',
        link: '/billing',
      },
    ]);
    expect(r.deliveryIds).toHaveLength(1);
    const results = await Promise.all([1, 2, 3].map(() => mod().delivery.deliver(r.deliveryIds[0])));
    expect(results.filter((x) => x === 'sent')).toHaveLength(1);
    const sent = await mails(u.email, 'notification.payment.failed');
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Your payment of $49 failed');
    expect(sent[0].text).toContain('http://localhost:3000/billing');
    const [d] = await deliveriesOf(r.ids);
    expect(d).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('emailed: true (the module mailed it itself) writes no delivery; digest off sends at once', async () => {
    const u = await makeUser(ctx);
    const a = await notify([
      { userId: u.id, type: 'application.status', title: 'Mailed already', emailed: true },
    ]);
    expect(await deliveriesOf(a.ids)).toHaveLength(0);
    await ctx.db.insert(schema.notificationSettings).values({ user_id: u.id, digest: 'off' });
    const b = await notify([{ userId: u.id, type: 'application.status', title: 'Now' }]);
    expect((await deliveriesOf(b.ids))[0].status).toBe('queued');
    await ctx.db
      .insert(schema.notificationPreferences)
      .values({ user_id: u.id, type: 'interview.updated', in_app: true, email: false });
    const c = await notify([{ userId: u.id, type: 'interview.updated', title: 'No mail' }]);
    expect(c.ids).toHaveLength(1);
    expect(await deliveriesOf(c.ids)).toHaveLength(0);
  });

  it('the relay re-enqueues queued deliveries nobody picked up', async () => {
    const u = await makeUser(ctx);
    const r = await notify([{ userId: u.id, type: 'payment.succeeded', title: 'Payment received' }]);
    // Never published (as if Redis was down): the relay finds it once it is older than the limit.
    expect(await mod().delivery.relay(60_000)).toBe(0);
    expect(await mod().delivery.relay(0)).toBeGreaterThanOrEqual(1);
    const job = await ctx.deps.queues
      .get('notifications')
      .getJob(`notification-delivery-${r.deliveryIds[0]}`);
    expect(job?.data).toEqual({ id: r.deliveryIds[0] });
  });
});

describe('digest', () => {
  let u: MadeUser;
  it('gathers unread ones at the local hour, groups similar events, skips read ones, once a day', async () => {
    u = await makeUser(ctx);
    await ctx.db
      .insert(schema.notificationSettings)
      .values({ user_id: u.id, digest: 'daily', digest_hour: 9, time_zone: 'America/Chicago' });
    const r = await notify([
      ...[1, 2, 3].map((i) => ({
        userId: u.id,
        type: 'application.received' as const,
        title: `Applicant ${i} for ICU Nurse`,
        groupKey: 'job:7:applicants',
        data: { group_title: 'new applicants to ICU Nurse' },
      })),
      { userId: u.id, type: 'review.received', title: 'New review from Riverside Clinic' },
      { userId: u.id, type: 'recommendation.posted', title: 'Already read' },
    ]);
    expect((await deliveriesOf(r.ids)).every((d) => d.status === 'digest')).toBe(true);
    expect(r.deliveryIds).toHaveLength(0);
    await ctx.db
      .update(schema.notifications)
      .set({ read_at: new Date() })
      .where(eq(schema.notifications.id, r.ids[4]));

    // 14:00 UTC is 08:00 in Chicago (November, CST): not yet.
    const eightLocal = new Date('2026-11-23T14:10:00Z');
    expect(await mod().delivery.digest(eightLocal)).toBe(0);
    const nineLocal = new Date('2026-11-23T15:05:00Z');
    const [sent1, sent2] = await Promise.all([
      mod().delivery.digest(nineLocal),
      mod().delivery.digest(nineLocal),
    ]);
    expect(sent1 + sent2).toBe(1);
    const digest = await mails(u.email, 'notification.digest');
    expect(digest).toHaveLength(1);
    expect(digest[0].subject).toBe('4 new updates on HCTL');
    expect(digest[0].text).toContain('- 3 new applicants to ICU Nurse');
    expect(digest[0].text).toContain('- New review from Riverside Clinic');
    expect(digest[0].text).not.toContain('Already read');
    const rows = await deliveriesOf(r.ids);
    expect(rows.filter((d) => d.status === 'sent' && d.digested_at)).toHaveLength(4);
    expect(rows.find((d) => d.notification_id === r.ids[4])?.status).toBe('skipped');

    // Later the same local day: nothing more, even with a new event waiting.
    await notify([{ userId: u.id, type: 'review.received', title: 'Another review' }]);
    expect(await mod().delivery.digest(new Date('2026-11-23T15:50:00Z'))).toBe(0);
    // The next day at 9:00 local it goes out.
    expect(await mod().delivery.digest(new Date('2026-11-24T15:00:00Z'))).toBe(1);
    const both = await mails(u.email, 'notification.digest');
    expect(both).toHaveLength(2);
    // One new thing: the subject is that thing.
    expect(both.map((m) => m.subject)).toContain('Another review');
  });

  it('weekly waits a week; default settings are daily at 8:00 UTC', async () => {
    const w = await makeUser(ctx);
    await ctx.db.insert(schema.notificationSettings).values({
      user_id: w.id,
      digest: 'weekly',
      digest_hour: 8,
      time_zone: 'UTC',
      last_digest_at: new Date('2026-11-20T08:00:00Z'),
    });
    await notify([{ userId: w.id, type: 'review.received', title: 'Weekly review' }]);
    const d = await makeUser(ctx);
    await notify([{ userId: d.id, type: 'review.received', title: 'Default review' }]);
    expect(await mod().delivery.digest(new Date('2026-11-25T08:01:00Z'))).toBe(1);
    expect(await mails(d.email, 'notification.digest')).toHaveLength(1);
    expect(await mails(w.email, 'notification.digest')).toHaveLength(0);
    expect(await mod().delivery.digest(new Date('2026-11-27T08:01:00Z'))).toBe(1);
    expect(await mails(w.email, 'notification.digest')).toHaveLength(1);
  });

  it('goes through every due person, batch after batch', async () => {
    const people = await Promise.all([1, 2, 3].map(() => makeUser(ctx)));
    for (const p of people) {
      await ctx.db
        .insert(schema.notificationSettings)
        .values({ user_id: p.id, digest_hour: 3, time_zone: 'Asia/Tokyo' });
      await notify([{ userId: p.id, type: 'review.received', title: 'A review' }]);
    }
    // 18:00 UTC is 03:00 in Tokyo; one person per batch.
    expect(await mod().delivery.digest(new Date('2026-12-01T18:00:00Z'), 1)).toBe(3);
    for (const p of people) expect(await mails(p.email, 'notification.digest')).toHaveLength(1);
  });
});
