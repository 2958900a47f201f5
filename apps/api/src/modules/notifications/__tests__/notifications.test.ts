import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { AppError } from '../../../lib/errors';

const { ctx, call } = apiSuite();
let nurse: MadeUser;
let other: MadeUser;
let clinic: MadeUser;
let nurseToken: string;
let otherToken: string;
let clinicToken: string;
const svc = () => ctx.app.modules.notifications.services.notifications;

/** Writes notifications the way a module does: in a transaction, published after commit. */
async function notify(inputs: Parameters<ReturnType<typeof svc>['notify']>[1]) {
  const receipt = await ctx.db.transaction((tx) => svc().notify(tx, inputs));
  svc().publish(receipt);
  return receipt.ids;
}

beforeAll(async () => {
  nurse = await makeUser(ctx);
  other = await makeUser(ctx);
  clinic = await makeUser(ctx, { role: 'organization', company: 'Riverside Test Clinic', approved: true });
  [nurseToken, otherToken, clinicToken] = await Promise.all([
    login(ctx, nurse),
    login(ctx, other),
    login(ctx, clinic),
  ]);
});

describe('lists and the bell', () => {
  it('pages newest first with a keyset, counts unread, and hides others’ lists', async () => {
    const ids = await notify(
      Array.from({ length: 13 }, (_, i) => ({
        userId: nurse.id,
        type: 'application.status' as const,
        title: `Application update ${i}`,
        actorUserId: other.id,
      })),
    );
    const first = await call('GET', `/individual/${nurse.slug}/notifications?take=5`, nurseToken);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1.notifications.map((x: { id: number }) => x.id)).toEqual(ids.slice(-5).reverse());
    expect(page1.total_notification_count).toBe(13);
    expect(page1.notifications[0].actor.name).toMatch(/^Test User\d+$/);
    expect(page1.notifications[0].actor.id).toBe(other.id);
    const next = await call(
      'GET',
      `/individual/${nurse.slug}/notifications?take=5&before=${page1.next_before}`,
      nurseToken,
    );
    expect(next.json().data.notifications.map((x: { id: number }) => x.id)).toEqual(
      ids.slice(3, 8).reverse(),
    );
    const last = await call(
      'GET',
      `/individual/${nurse.slug}/notifications?take=5&before=${ids[3]}`,
      nurseToken,
    );
    expect(last.json().data.notifications).toHaveLength(3);
    expect(last.json().data.next_before).toBeNull();

    const bell = await call('GET', `/latest-notifications/individual/${nurse.id}`, nurseToken);
    expect(bell.json().data.notifications).toHaveLength(10);
    // Opening the bell marks nothing read.
    expect(
      (await call('GET', `/latest-notifications/individual/${nurse.id}`, nurseToken)).json().data
        .total_notification_count,
    ).toBe(13);

    expect((await call('GET', `/individual/${nurse.slug}/notifications`, otherToken)).statusCode).toBe(404);
    expect((await call('GET', `/latest-notifications/individual/${nurse.id}`, otherToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/individual/${nurse.slug}/notifications`)).statusCode).toBe(401);
    expect(
      (await call('GET', `/individual/${nurse.slug}/notifications?take=51`, nurseToken)).statusCode,
    ).toBe(422);
  });

  it('marks one read, then all, and filters unread', async () => {
    const [a] = await notify([{ userId: other.id, type: 'connection.accepted', title: 'Nora accepted' }]);
    await notify([{ userId: other.id, type: 'connection.accepted', title: 'Theo accepted' }]);
    const one = await call('PUT', `/clear-notifications/${a}`, otherToken);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.notification.read_at).not.toBeNull();
    expect(one.json().data.total_notification_count).toBe(1);
    const unread = await call('GET', `/individual/${other.slug}/notifications?filter=unread`, otherToken);
    expect(unread.json().data.notifications.map((x: { title: string }) => x.title)).toEqual([
      'Theo accepted',
    ]);
    expect((await call('PUT', `/clear-notifications/${a}`, nurseToken)).statusCode).toBe(404);
    const all = await call('PUT', '/clear-notifications/all', otherToken);
    expect(all.json().data.total_notification_count).toBe(0);
    expect((await call('PUT', '/clear-notifications/nope', otherToken)).statusCode).toBe(422);
  });

  it('deletes only the caller’s own', async () => {
    const [id] = await notify([{ userId: other.id, type: 'connection.accepted', title: 'To delete' }]);
    expect(
      (await call('DELETE', `/individual/${nurse.slug}/notification/delete/${id}`, nurseToken)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/individual/${other.slug}/notification/delete/${id}`, nurseToken)).statusCode,
    ).toBe(404);
    const res = await call('DELETE', `/individual/${other.slug}/notification/delete/${id}`, otherToken);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db.select().from(schema.notifications).where(eq(schema.notifications.id, id));
    expect(rows).toHaveLength(0);
  });

  it('an organization’s list shows the caller’s notifications about it, to its members only', async () => {
    await notify([
      {
        userId: clinic.id,
        organizationId: clinic.orgId,
        type: 'application.received',
        title: 'New applicant',
      },
      { userId: clinic.id, type: 'payment.succeeded', title: 'Personal payment' },
    ]);
    const res = await call('GET', `/organization/${clinic.orgSlug}/notifications`, clinicToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notifications.map((x: { title: string }) => x.title)).toEqual(['New applicant']);
    expect(res.json().data.total_notification_count).toBe(1);
    const bell = await call('GET', `/latest-notifications/organization/${clinic.orgId}`, clinicToken);
    expect(bell.json().data.notifications).toHaveLength(1);
    expect((await call('GET', `/organization/${clinic.orgSlug}/notifications`, nurseToken)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/latest-notifications/organization/${clinic.orgId}`, nurseToken)).statusCode,
    ).toBe(404);
  });
});

describe('accept and reject', () => {
  it('runs the registered action with settling, once; 409 after; 404 for others', async () => {
    const answered: string[] = [];
    svc().registerAction('group.invitation', {
      async accept(_tx, auth, data) {
        answered.push(`accept:${auth.userId}:${String(data.group)}`);
      },
      async reject(_tx, _auth, data) {
        if (data.group === 'refuse') throw new AppError(422, 'The group is gone.', 'gone');
        answered.push(`reject:${String(data.group)}`);
      },
    });
    const [id, id2, id3] = await notify([
      { userId: nurse.id, type: 'group.invitation', title: 'Join ICU nurses', data: { group: 'icu' } },
      { userId: nurse.id, type: 'group.invitation', title: 'Join ER nurses', data: { group: 'er' } },
      { userId: nurse.id, type: 'group.invitation', title: 'Join gone', data: { group: 'refuse' } },
    ]);
    expect(
      (await call('PUT', `/individual/${nurse.slug}/notification/${id}/accept`, otherToken)).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/individual/${other.slug}/notification/${id}/accept`, otherToken)).statusCode,
    ).toBe(404);
    const [a, b] = await Promise.all([
      call('PUT', `/individual/${nurse.slug}/notification/${id}/accept`, nurseToken),
      call('PUT', `/individual/${nurse.slug}/notification/${id}/accept`, nurseToken),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(answered).toEqual([`accept:${nurse.id}:icu`]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json().data.notification.action_status).toBe('accepted');
    expect(
      (await call('PUT', `/individual/${nurse.slug}/notification/${id}/reject`, nurseToken)).statusCode,
    ).toBe(409);

    const rej = await call('PUT', `/individual/${nurse.slug}/notification/${id2}/reject`, nurseToken);
    expect(rej.json().data.notification.action_status).toBe('rejected');
    const refused = await call('PUT', `/individual/${nurse.slug}/notification/${id3}/reject`, nurseToken);
    expect(refused.statusCode).toBe(422);
    const [still] = await ctx.db.select().from(schema.notifications).where(eq(schema.notifications.id, id3));
    expect(still.action_status).toBe('pending');

    const [plain] = await notify([
      { userId: nurse.id, type: 'connection.accepted', title: 'Not actionable' },
    ]);
    expect(
      (await call('PUT', `/individual/${nurse.slug}/notification/${plain}/accept`, nurseToken)).statusCode,
    ).toBe(422);
  });

  it('settle answers the pending ones elsewhere', async () => {
    const [id] = await notify([
      { userId: other.id, type: 'connection.invite', title: 'Nora wants to connect', data: { invite: 77 } },
    ]);
    await ctx.db.transaction((tx) =>
      svc().settle(tx, { type: 'connection.invite', key: 'invite', value: 77 }, 'accepted'),
    );
    const [row] = await ctx.db.select().from(schema.notifications).where(eq(schema.notifications.id, id));
    expect(row.action_status).toBe('accepted');
    expect(row.read_at).not.toBeNull();
  });
});

describe('preferences', () => {
  it('defaults by category, saves toggles and the digest, keeps critical types on', async () => {
    const res = await call('GET', '/notification-preferences', otherToken);
    expect(res.statusCode, res.body).toBe(200);
    const jobs = res.json().data.categories.find((c: { category: string }) => c.category === 'jobs');
    expect(jobs.types.find((t: { type: string }) => t.type === 'application.received')).toMatchObject({
      in_app: true,
      email: true,
      locked: false,
    });
    expect(res.json().data.digest).toEqual({ frequency: 'daily', hour: 8, time_zone: 'UTC' });

    const saved = await call('PUT', '/notification-preferences', otherToken, {
      preferences: [
        { type: 'application.status', in_app: false, email: false },
        { type: 'payment.failed', in_app: false, email: false },
      ],
      digest: { frequency: 'weekly', hour: 18, time_zone: 'America/Chicago' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const types = saved.json().data.categories.flatMap((c: { types: unknown[] }) => c.types);
    expect(types.find((t: { type: string }) => t.type === 'application.status')).toMatchObject({
      in_app: false,
      email: false,
    });
    expect(types.find((t: { type: string }) => t.type === 'payment.failed')).toMatchObject({
      in_app: true,
      email: true,
      locked: true,
    });
    expect(saved.json().data.digest).toEqual({ frequency: 'weekly', hour: 18, time_zone: 'America/Chicago' });

    // Turned off in the app: not written; critical: written and e-mailed at once regardless.
    const ids = await notify([
      { userId: other.id, type: 'application.status', title: 'Muted' },
      { userId: other.id, type: 'payment.failed', title: 'Your card was declined' },
    ]);
    expect(ids).toHaveLength(1);
    const [d] = await ctx.db
      .select()
      .from(schema.notificationDeliveries)
      .where(eq(schema.notificationDeliveries.notification_id, ids[0]));
    expect(d.status).toBe('queued');

    const bad = await call('PUT', '/notification-preferences', otherToken, {
      digest: { frequency: 'daily', hour: 25, time_zone: 'Mars/Base' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).join(' ')).toMatch(/hour/);
  });
});
