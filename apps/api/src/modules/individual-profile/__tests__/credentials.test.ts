import { schema } from '@hctl/db';
import { describe, expect, it } from 'vitest';
import { createTestContext, login, makeUser, request } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import { OutboxService } from '../../outbox/outbox.service';
import { runCredentialExpiryScan } from '../credentials.jobs';

describe('credential expiry reminders', () => {
  it('sends each threshold once even when the job runs twice, then marks the credential expired', async () => {
    const clock = new FrozenClock(Date.parse('2026-06-01T08:00:00Z'));
    const ctx = await createTestContext({ clock });
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    const lic = await request(ctx, 'POST', '/individual/licenses', t, {
      license_type: 'RN',
      license_number: 'RN-1',
      issuing_authority: 'Texas BON',
      expiry_date: '2026-08-20',
    });
    expect(lic.statusCode).toBe(200);
    await request(ctx, 'POST', '/individual/certificates', t, { name: 'BLS', expiry_date: '2027-12-31' });
    const outbox = new OutboxService(ctx.deps);
    const mails = async () =>
      (await ctx.db.select().from(schema.outboundMessages)).filter(
        (m) => m.to === u.email && m.template.startsWith('credential-expiry'),
      );

    // 80 days before: the 90-day reminder, once.
    expect((await runCredentialExpiryScan(ctx.deps, outbox)).reminders).toBe(1);
    expect((await runCredentialExpiryScan(ctx.deps, outbox)).reminders).toBe(0);
    expect((await mails()).map((m) => m.template)).toEqual(['credential-expiry-90']);
    expect((await mails())[0].text).toContain('2026-08-20');

    // 25 days before, twice: the 30-day reminder once.
    clock.set(new Date('2026-07-26T08:00:00Z'));
    await runCredentialExpiryScan(ctx.deps, outbox);
    await runCredentialExpiryScan(ctx.deps, outbox);
    // 5 days before: the 7-day reminder.
    clock.set(new Date('2026-08-15T08:00:00Z'));
    await runCredentialExpiryScan(ctx.deps, outbox);
    await runCredentialExpiryScan(ctx.deps, outbox);
    expect((await mails()).map((m) => m.template).sort()).toEqual([
      'credential-expiry-30',
      'credential-expiry-7',
      'credential-expiry-90',
    ]);

    // On the day: marked expired, and shown expired.
    clock.set(new Date('2026-08-20T08:00:00Z'));
    expect((await runCredentialExpiryScan(ctx.deps, outbox)).expired).toBe(1);
    const row = await ctx.db.query.licenses.findFirst();
    expect(row?.verification_status).toBe('expired');
    // The first session has long expired on the frozen clock: sign in again.
    const again = await login(ctx, u);
    const shown = await request(ctx, 'GET', '/individual/licenses', again);
    expect(shown.json().data[0]).toMatchObject({ verification_status: 'expired', is_expired: true });
    expect((await mails()).length).toBe(3);
  });
});
