import { schema } from '@hctl/db';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSuite, login, type MadeUser, makeUser, request } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import { addCard, subscribe } from '../../billing/__tests__/helpers';
import { runCredentialExpiryScan } from '../../individual-profile/credentials.jobs';
import { OutboxService } from '../../outbox/outbox.service';

const clock = new FrozenClock(Date.parse('2026-06-01T08:00:00Z'));
const { ctx } = apiSuite({ clock });
let org: MadeUser;
let o: string;
const bell = async (u: MadeUser, token: string) =>
  (await request(ctx, 'GET', `/latest-notifications/individual/${u.id}`, token)).json().data;
const deliveries = (ids: number[]) =>
  ctx.db
    .select()
    .from(schema.notificationDeliveries)
    .where(inArray(schema.notificationDeliveries.notification_id, ids));

beforeAll(async () => {
  org = await makeUser(ctx, { role: 'organization', approved: true });
  await subscribe(ctx, org.orgId!);
  o = await login(ctx, org);
});

describe('payments and credentials (critical: e-mailed at once)', () => {
  it('a declined card and a paid promotion reach the payer, about the organization, queued for e-mail', async () => {
    const call = api(ctx);
    const job = await call('POST', `/organization/${org.orgSlug}/job/create`, o, {
      title: 'Travel ICU RN',
      employment_type: 'travel',
      city: 'Denver',
      state: 'CO',
      description: 'Thirteen-week ICU assignment with housing stipend.',
    });
    const j = job.json().data.job.slug as string;
    const bad = (await addCard(ctx, o, '4000000000000341', org.orgSlug)).json().data;
    expect(
      (await call('POST', `/organization/${org.orgSlug}/job/${j}/promote`, o, { billing_method_id: bad.id }))
        .statusCode,
    ).toBe(400);
    const good = (await addCard(ctx, o, '4242424242424242', org.orgSlug)).json().data;
    const paid = await call('POST', `/organization/${org.orgSlug}/job/${j}/promote`, o, {
      billing_method_id: good.id,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const { notifications } = await bell(org, o);
    expect(notifications.map((n: { type: string }) => n.type)).toEqual([
      'payment.succeeded',
      'payment.failed',
    ]);
    expect(notifications[0].title).toMatch(/^Payment of \$\d+\.\d\d for a job promotion went through$/);
    expect(notifications[1].organization_id).toBe(org.orgId);
    const d = await deliveries(notifications.map((n: { id: number }) => n.id));
    expect(d.map((x) => x.status)).toEqual(['queued', 'queued']);
  });

  it('a credential about to expire reaches its owner once per reminder (its e-mail is the scan’s own)', async () => {
    const nurse = await makeUser(ctx);
    const t = await login(ctx, nurse);
    const lic = await request(ctx, 'POST', '/individual/licenses', t, {
      license_type: 'RN',
      license_number: 'RN-9',
      issuing_authority: 'Texas BON',
      expiry_date: '2026-08-20',
    });
    expect(lic.statusCode, lic.body).toBe(200);
    const outbox = new OutboxService(ctx.deps);
    const port = ctx.app.modules.notifications.services.notifications;
    await runCredentialExpiryScan(ctx.deps, outbox, port);
    await runCredentialExpiryScan(ctx.deps, outbox, port);
    const { notifications } = await bell(nurse, t);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'credential.expiring',
      title: 'Your RN license RN-9 expires in 80 days',
      link: `/individual/${nurse.slug}/edit`,
    });
    const rows = await ctx.db
      .select()
      .from(schema.notificationDeliveries)
      .where(eq(schema.notificationDeliveries.user_id, nurse.id));
    expect(rows).toHaveLength(0);
  });
});
