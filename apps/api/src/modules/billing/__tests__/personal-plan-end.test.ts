import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, messagesTo } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import { addCard, paymentsOf } from './helpers';

/**
 * A person's own paid plan stops with their account: deleting it or an administrator's removal
 * cancels the plan at once; a deactivated (or suspended) account is not charged again, and its plan
 * ends with the period paid for unless the person comes back first.
 */
const clock = new FrozenClock(Date.parse('2026-06-02T09:00:00Z'));
const { ctx, call } = apiSuite({ clock });
const DAY = 86_400_000;
let admin: string;

beforeAll(async () => {
  admin = await login(ctx, await makeUser(ctx, { role: 'super-admin' }));
});

interface Paying {
  u: MadeUser;
  t: string;
}

/** A person on the Professional Plan ($19 a month), paid with a card. */
async function onPro(): Promise<Paying> {
  const u = await makeUser(ctx);
  const t = await login(ctx, u);
  const card = (await addCard(ctx, t, '4242424242424242')).json().data;
  const res = await call('POST', '/subscription/subscription_plans/individual-pro/change', t, {
    billing_method_id: card.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { u, t };
}

const inForce = async (userId: number) =>
  (
    await ctx.db
      .select({ status: schema.subscriptions.status, plan: schema.plans.slug })
      .from(schema.subscriptions)
      .innerJoin(schema.plans, eq(schema.plans.id, schema.subscriptions.plan_id))
      .where(eq(schema.subscriptions.user_id, userId))
  )
    .filter((s) => s.status === 'active' || s.status === 'past_due')
    .map((s) => s.plan);
const renewalsOf = async (p: Paying) =>
  (await paymentsOf(ctx, `user:${p.u.id}`)).filter((x) => x.purpose === 'renewal');
const renewals = () => ctx.app.modules.billing.services.subscriptions.runRenewals();

describe("a person's paid plan ends with their account", () => {
  let deleted: Paying;
  let removed: Paying;
  let paused: Paying;
  let back: Paying;
  let active: Paying;

  beforeAll(async () => {
    deleted = await onPro();
    removed = await onPro();
    paused = await onPro();
    back = await onPro();
    active = await onPro();
  });

  it('deleting one’s account cancels the plan and mails the address it had', async () => {
    const res = await call('DELETE', `/individual/account/${deleted.u.id}`, deleted.t, {
      password: deleted.u.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inForce(deleted.u.id)).toEqual(['individual-basic']);
    const mails = await messagesTo(ctx, deleted.u.email, 'plan-cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(
      'You deleted your HCTL account, so your Professional Plan has been cancelled',
    );
  });

  it("an administrator's removal cancels it too, once", async () => {
    const url = `/admin/user/${removed.u.slug}/delete`;
    const body = { reason: 'Fake credentials.' };
    const [a, b] = await Promise.all([call('DELETE', url, admin, body), call('DELETE', url, admin, body)]);
    expect([a.statusCode, b.statusCode].sort()).toContain(200);
    expect(await inForce(removed.u.id)).toEqual(['individual-basic']);
    const mails = await messagesTo(ctx, removed.u.email, 'plan-cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('An HCTL administrator removed your account');
  });

  it('the renewal job charges only active people; a deactivated one’s plan ends with its period', async () => {
    for (const p of [paused, back]) {
      const off = await call('POST', '/account-withdrawal', p.t, { password: p.u.password });
      expect(off.statusCode, off.body).toBe(200);
    }
    // Deactivating keeps what was paid for: the plan is still in force until its period ends.
    expect(await inForce(paused.u.id)).toEqual(['individual-pro']);
    // One comes back before the period ends: signing in reactivates, and the plan renews as usual.
    const again = await call('POST', '/submit-login-activate', undefined, {
      email: back.u.email,
      password: back.u.password,
    });
    expect(again.statusCode, again.body).toBe(200);

    clock.advance(32 * DAY);
    expect(await renewals()).toEqual({ renewed: 2, failed: 0, downgraded: 0, ended: 1, changed: 0 });
    expect(await renewals()).toEqual({ renewed: 0, failed: 0, downgraded: 0, ended: 0, changed: 0 });
    for (const p of [active, back]) expect(await renewalsOf(p)).toMatchObject([{ amount_cents: 1900 }]);
    for (const p of [paused, deleted, removed]) expect(await renewalsOf(p)).toEqual([]);
    expect(await inForce(paused.u.id)).toEqual(['individual-basic']);
    expect((await messagesTo(ctx, paused.u.email, 'plan-cancelled'))[0].text).toContain(
      'Your HCTL account is not active, so your Professional Plan ended with the period paid for',
    );
  });
});
