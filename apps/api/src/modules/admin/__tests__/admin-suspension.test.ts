import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type MadeUser, notificationsOf } from '../../../../test/context';
import { limitedAdmin, login, makeUser } from './admin.fixtures';

const { ctx, call } = apiSuite();
let admin: string;
let usersOnly: string;
let reportsOnly: string;
let personToken: string;
const lift = { reason: 'The reports were mistaken: the account is fine.' };

const signIn = (u: MadeUser) =>
  call('POST', '/submit-login', undefined, { email: u.email, password: u.password });
/** A person a moderator suspended (the auth module's own suspension, as the report action runs it). */
async function suspended(reason = 'Repeated harassment of nurses.') {
  const u = await makeUser(ctx);
  await ctx.app.modules.auth.services.auth.suspend(u.id, reason);
  return u;
}
const listed = async (token: string, query: string) => {
  const res = await call('GET', `/admin/user/list?pageSize=100&${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data.data as { slug: string; status: string; suspension: unknown }[];
};

beforeAll(async () => {
  admin = await login(ctx, await makeUser(ctx, { role: 'super-admin' }));
  usersOnly = await limitedAdmin(ctx, admin, ['users']);
  reportsOnly = await limitedAdmin(ctx, admin, ['reports']);
  personToken = await login(ctx, await makeUser(ctx));
});

describe('the users list tells a suspension from a deactivation', () => {
  it('shows a suspended account as suspended (with when and why), filtered apart from inactive ones', async () => {
    const held = await suspended('Spam in every group.');
    const resting = await makeUser(ctx);
    await ctx.db.update(schema.users).set({ is_active: false }).where(eq(schema.users.id, resting.id));

    const onlySuspended = await listed(admin, 'status=suspended');
    expect(onlySuspended.find((u) => u.slug === held.slug)).toMatchObject({
      status: 'suspended',
      suspension: { at: expect.any(String), reason: 'Spam in every group.' },
    });
    expect(onlySuspended.every((u) => u.status === 'suspended')).toBe(true);
    expect(onlySuspended.some((u) => u.slug === resting.slug)).toBe(false);

    const inactive = await listed(admin, 'status=inactive');
    expect(inactive.find((u) => u.slug === resting.slug)).toMatchObject({
      status: 'inactive',
      suspension: null,
    });
    expect(inactive.some((u) => u.slug === held.slug)).toBe(false);
    expect((await listed(admin, 'status=active')).some((u) => u.slug === held.slug)).toBe(false);
    expect((await call('GET', '/admin/user/list?status=paused', admin)).statusCode).toBe(422);
  });
});

describe('PUT admin/user/{slug}/unsuspend', () => {
  it('lifts the suspension: audited with the reason, the person told (and e-mailed), signing in works again', async () => {
    const person = await suspended();
    const refused = await signIn(person);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_suspended');

    const res = await call('PUT', `/admin/user/${person.slug}/unsuspend`, usersOnly, lift);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { slug: person.slug, status: 'active', suspension: null },
    });
    expect(res.json().message).toContain('can sign in again');

    const [flags] = await ctx.db
      .select()
      .from(schema.accountFlags)
      .where(eq(schema.accountFlags.user_id, person.id));
    expect(flags.suspended_at).toBeNull();
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, person.id));
    expect(user.is_active).toBe(true);

    const [entry] = await ctx.app.modules.admin.services.auditLog.forTarget('user', person.slug);
    expect(entry).toMatchObject({
      action: 'unsuspend',
      reason: lift.reason,
      details: expect.objectContaining({ suspension_reason: 'Repeated harassment of nurses.' }),
    });

    const [told] = (await notificationsOf(ctx, person.id, 'moderation.decided')).filter(
      (n) => n.title === 'Your account is restored',
    );
    expect(told.body).toContain(lift.reason);
    // Critical like the suspension's notice: e-mailed at once, not kept for a digest.
    const deliveries = await ctx.db
      .select()
      .from(schema.notificationDeliveries)
      .where(eq(schema.notificationDeliveries.notification_id, told.id));
    expect(deliveries.map((d) => [d.channel, d.status])).toEqual([['email', 'queued']]);

    const back = await signIn(person);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.api_token).toBeTruthy();
    expect((await listed(admin, `search=${encodeURIComponent(person.email)}`))[0].status).toBe('active');
  });

  it('answers 409 for an account that is not suspended, and changes nothing', async () => {
    const person = await makeUser(ctx);
    const res = await call('PUT', `/admin/user/${person.slug}/unsuspend`, admin, lift);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This account is not suspended.');
    expect(await ctx.app.modules.admin.services.auditLog.forTarget('user', person.slug)).toEqual([]);

    // Lifted once, a second lift is the same 409.
    const held = await suspended();
    expect((await call('PUT', `/admin/user/${held.slug}/unsuspend`, admin, lift)).statusCode).toBe(200);
    expect((await call('PUT', `/admin/user/${held.slug}/unsuspend`, admin, lift)).statusCode).toBe(409);
    expect(await ctx.app.modules.admin.services.auditLog.forTarget('user', held.slug)).toHaveLength(1);
  });

  it('needs a reason (422), an admin (401, 403) with the users permission, and an existing account (404)', async () => {
    const held = await suspended();
    const url = `/admin/user/${held.slug}/unsuspend`;
    const noReason = await call('PUT', url, admin, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('reason');
    expect((await call('PUT', url, admin, { reason: ' ' })).statusCode).toBe(422);
    expect((await call('PUT', url, undefined, lift)).statusCode).toBe(401);
    expect((await call('PUT', url, personToken, lift)).statusCode).toBe(403);
    // A moderator who decides reports (and suspends through them) but lacks 'users' cannot lift.
    expect((await call('PUT', url, reportsOnly, lift)).statusCode).toBe(403);
    expect((await call('PUT', '/admin/user/nobody-at-all/unsuspend', admin, lift)).statusCode).toBe(404);
    // Every refusal left the suspension standing.
    expect((await signIn(held)).statusCode).toBe(403);
  });
});
