import { type OwnerKey, schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, request } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import {
  addCard,
  balance,
  giveTokens,
  ledgerIsSound,
  paymentsOf,
  subscribe,
} from '../../billing/__tests__/helpers';
import { orgMember } from '../../org-team/__tests__/members';
import { isoDay, makeService, purchasesOf, serviceById, subscribeIndividual } from './promotions.fixtures';

const clock = new FrozenClock(Date.now());
const { ctx } = apiSuite({ clock });
let nurse: MadeUser;
let n: string;
let other: MadeUser;
let ot: string;
let org: MadeUser;
let o: string;
let orgCard: number;
beforeAll(async () => {
  [nurse, other, org] = await Promise.all([
    makeUser(ctx),
    makeUser(ctx),
    makeUser(ctx, { role: 'organization', approved: true }),
  ]);
  [n, ot, o] = await Promise.all([login(ctx, nurse), login(ctx, other), login(ctx, org)]);
  await subscribeIndividual(ctx, nurse.id);
  await subscribe(ctx, org.orgId!);
  orgCard = (await addCard(ctx, o, '4242424242424242', org.orgSlug)).json().data.id;
});

const send = (
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  payload?: object,
  key?: string,
) => request(ctx, method, url, token, payload, key ? { 'idempotency-key': key } : {});
const charges = async (owner: OwnerKey) =>
  (await paymentsOf(ctx, owner)).filter((p) => p.status === 'succeeded');
const DAY = 86_400_000;

describe('promoting an individual service post', () => {
  it('pays with tokens first, then the card, features it for 30 days and resets the counters', async () => {
    const owner: OwnerKey = `user:${nurse.id}`;
    await addCard(ctx, n);
    await giveTokens(ctx, owner, 10);
    const post = await makeService(ctx, { userId: nurse.id });
    const quote = await send(
      'GET',
      `/individual/${nurse.slug}/service-post/promote/quote?slug=${post.slug}`,
      n,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({ price: 49, token_balance: 10, used_tokens: 10 });

    const res = await send('POST', `/individual/${nurse.slug}/service-post/promote?slug=${post.slug}`, n, {
      use_tokens: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe('Your service is promoted for 30 days.');
    expect(data).toMatchObject({
      used_tokens: 10,
      remaining_tokens: 0,
      remaining_amount: 0,
      token_balance: 0,
    });
    expect(data.charged_amount).toBe(49 - quote.json().data.token_value * 10);
    expect(data.service).toMatchObject({ slug: post.slug, is_promoted: true, is_owner: true });
    const row = await serviceById(ctx, post.id);
    expect(row.is_promoted).toBe(true);
    expect(row.promoted_until!.getTime()).toBe(clock.now().getTime() + 30 * DAY);
    expect([row.promotion_start, row.promotion_end]).toEqual([isoDay(clock.now()), isoDay(clock.now(), 30)]);
    expect((await purchasesOf(ctx, post.id)).map((p) => [p.purpose, p.status])).toEqual([
      ['service_promotion', 'succeeded'],
    ]);
    expect((await charges(owner)).map((p) => p.purpose)).toEqual(['service_promotion']);

    // Promoting again while it runs adds 30 days to the current end.
    const again = await send('POST', `/individual/${nurse.slug}/service-post/promote?slug=${post.slug}`, n, {
      use_tokens: false,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await serviceById(ctx, post.id)).promoted_until!.getTime()).toBe(
      clock.now().getTime() + 60 * DAY,
    );
    expect(await balance(ctx, owner)).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('promotes a service request the same way (body optional: tokens first)', async () => {
    const request = await makeService(ctx, { userId: nurse.id }, { kind: 'request' });
    const res = await send(
      'POST',
      `/individual/${nurse.slug}/service-request/promote?slug=${request.slug}`,
      n,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your service request is promoted for 30 days.');
    expect(res.json().data.service.kind).toBe('service_request');
    // A request is not a post: the post route does not find it.
    const wrongKind = await send(
      'POST',
      `/individual/${nurse.slug}/service-post/promote?slug=${request.slug}`,
      n,
    );
    expect(wrongKind.statusCode).toBe(404);
  });

  it("refuses someone else's service (404), an archived one (409) and a plan without promotions (403)", async () => {
    const mine = await makeService(ctx, { userId: nurse.id });
    // Another individual's slug in the path, or the nurse's service under the other's own path.
    expect(
      (await send('POST', `/individual/${nurse.slug}/service-post/promote?slug=${mine.slug}`, ot)).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', `/individual/${other.slug}/service-post/promote?slug=${mine.slug}`, ot)).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', `/individual/${nurse.slug}/service-post/promote?slug=${mine.slug}`, undefined))
        .statusCode,
    ).toBe(401);
    expect(
      (await send('POST', `/individual/${nurse.slug}/service-post/promote?slug=${mine.slug}`, o)).statusCode,
    ).toBe(403);

    const archived = await makeService(ctx, { userId: nurse.id }, { status: 'archived' });
    const refused = await send(
      'POST',
      `/individual/${nurse.slug}/service-post/promote?slug=${archived.slug}`,
      n,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/archived/);

    // The other individual is on the Basic Plan: no promotion access, nothing charged.
    const basic = await makeService(ctx, { userId: other.id });
    await giveTokens(ctx, `user:${other.id}`, 100);
    const gated = await send('POST', `/individual/${other.slug}/service-post/promote?slug=${basic.slug}`, ot);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe('plan_required');
    expect(await purchasesOf(ctx, basic.id)).toHaveLength(0);
    expect(await balance(ctx, `user:${other.id}`)).toBe(100);
    expect(await purchasesOf(ctx, archived.id)).toHaveLength(0);
  });

  it('answers 400 payment_required when neither tokens nor a card cover the price', async () => {
    const poor = await makeUser(ctx);
    const p = await login(ctx, poor);
    await subscribeIndividual(ctx, poor.id);
    await giveTokens(ctx, `user:${poor.id}`, 3);
    const post = await makeService(ctx, { userId: poor.id });
    const res = await send('POST', `/individual/${poor.slug}/service-post/promote?slug=${post.slug}`, p, {
      use_tokens: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('payment_required');
    expect((await serviceById(ctx, post.id)).is_promoted).toBe(false);
    expect(await balance(ctx, `user:${poor.id}`)).toBe(3);
  });
});

describe('promoting an organization service', () => {
  it('charges the organization and needs its billing permission and a plan with promotions', async () => {
    const post = await makeService(ctx, { orgId: org.orgId! });
    const url = `/organization/${org.orgSlug}/service-post/promote?slug=${post.slug}`;
    const res = await send('POST', url, o, { billing_method_id: orgCard, use_tokens: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.charged_amount).toBe(49);
    expect((await charges(`org:${org.orgId!}`)).map((x) => x.purpose)).toEqual(['service_promotion']);
    // An outsider is told it does not exist.
    expect((await send('POST', url, ot, { use_tokens: true })).statusCode).toBe(404);

    // A member whose role holds services but not billing: 403 from billing, nothing charged.
    const { token: m } = await orgMember(ctx, org.orgId!, 'Services only', ['services']);
    const request = await makeService(ctx, { orgId: org.orgId! }, { kind: 'request' });
    const denied = await send(
      'POST',
      `/organization/${org.orgSlug}/service-request/promote?slug=${request.slug}`,
      m,
      { use_tokens: true },
    );
    expect(denied.statusCode).toBe(403);
    expect(await purchasesOf(ctx, request.id)).toHaveLength(0);

    // On the Basic Plan the organization cannot promote.
    const basicOrg = await makeUser(ctx, { role: 'organization', approved: true });
    const b = await login(ctx, basicOrg);
    const theirs = await makeService(ctx, { orgId: basicOrg.orgId! });
    const gated = await send(
      'POST',
      `/organization/${basicOrg.orgSlug}/service-post/promote?slug=${theirs.slug}`,
      b,
    );
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe('plan_required');
  });
});

describe('promoting a gallery', () => {
  const gallery = (values: Partial<typeof schema.services.$inferInsert> = {}) =>
    makeService(ctx, { orgId: org.orgId! }, { kind: 'gallery', is_draft: true, cta_text: 'Book', ...values });
  const promote = (body: object, key?: string) =>
    send('POST', `/organization/${org.orgSlug}/service-gallery/promote`, o, body, key);

  it('publishes a draft with its window and budget, shown at once when the window starts today', async () => {
    const g = await gallery();
    const today = isoDay(clock.now());
    const quote = await send(
      'GET',
      `/organization/${org.orgSlug}/service-gallery/promote/quote?slug=${g.slug}&budget=125.5&use_tokens=0`,
      o,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({ price: 125.5, used_tokens: 0, remaining_amount: 125.5 });
    const res = await promote({
      slug: g.slug,
      start_date: today,
      end_date: isoDay(clock.now(), 6),
      budget: 125.5,
      billing_method_id: orgCard,
      use_tokens: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Your gallery is promoted until ${isoDay(clock.now(), 6)}.`);
    expect(res.json().data.charged_amount).toBe(125.5);
    expect(res.json().data.service).toMatchObject({
      is_draft: false,
      is_promoted: true,
      start_date: today,
      end_date: isoDay(clock.now(), 6),
      budget: 125.5,
    });
    const row = await serviceById(ctx, g.id);
    expect(row.promotion_billing_method_id).toBe(orgCard);
    expect(row.promotion_budget_cents).toBe(12550);
    expect((await purchasesOf(ctx, g.id)).map((p) => [p.purpose, p.price_cents, p.status])).toEqual([
      ['gallery_promotion', 12550, 'succeeded'],
    ]);
    // Its window is running: another promotion waits until it ends.
    const twice = await promote({
      slug: g.slug,
      start_date: today,
      end_date: today,
      budget: 5,
      use_tokens: true,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('leaves a window that starts later to the schedule', async () => {
    const g = await gallery();
    const res = await promote({
      slug: g.slug,
      start_date: isoDay(clock.now(), 2),
      end_date: isoDay(clock.now(), 9),
      budget: 20,
      billing_method_id: orgCard,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      `Your gallery will be promoted from ${isoDay(clock.now(), 2)} to ${isoDay(clock.now(), 9)}.`,
    );
    const row = await serviceById(ctx, g.id);
    expect([row.is_draft, row.is_promoted]).toEqual([false, false]);
  });

  it('checks the window and the budget before any money moves (422)', async () => {
    const g = await gallery();
    const today = isoDay(clock.now());
    const cases: [object, string][] = [
      [{ start_date: isoDay(clock.now(), -1), end_date: today, budget: 10 }, 'start_date'],
      [{ start_date: today, end_date: isoDay(clock.now(), -1), budget: 10 }, 'end_date'],
      [{ end_date: today, budget: 10 }, 'start_date'],
      [{ start_date: today, end_date: today, budget: 0.5 }, 'budget'],
      [{ start_date: today, end_date: today }, 'budget'],
      [{ start_date: today, end_date: today, budget: 20_000 }, 'budget'],
    ];
    for (const [body, field] of cases) {
      const res = await promote({ slug: g.slug, billing_method_id: orgCard, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await promote({ start_date: today, end_date: today, budget: 5 })).statusCode).toBe(422);
    expect(await purchasesOf(ctx, g.id)).toHaveLength(0);
    expect((await serviceById(ctx, g.id)).is_draft).toBe(true);
  });

  it("is the organization's galleries only: a post slug or another organization's gallery is not found", async () => {
    const post = await makeService(ctx, { orgId: org.orgId! });
    const today = isoDay(clock.now());
    const body = { start_date: today, end_date: today, budget: 5, billing_method_id: orgCard };
    expect((await promote({ slug: post.slug, ...body })).statusCode).toBe(404);
    const elsewhere = await makeUser(ctx, { role: 'organization', approved: true });
    const theirs = await makeService(ctx, { orgId: elsewhere.orgId! }, { kind: 'gallery', is_draft: true });
    expect((await promote({ slug: theirs.slug, ...body })).statusCode).toBe(404);
  });
});

describe('paying once', () => {
  it('10 concurrent promotes with one Idempotency-Key: one charge, one purchase, equal answers', async () => {
    const post = await makeService(ctx, { orgId: org.orgId! });
    const before = (await charges(`org:${org.orgId!}`)).length;
    const url = `/organization/${org.orgSlug}/service-post/promote?slug=${post.slug}`;
    const body = { billing_method_id: orgCard, use_tokens: false };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('POST', url, o, body, 'promo-1')),
    );
    expect(answers[0].statusCode, answers[0].body).toBe(200);
    for (const a of answers) expect([a.statusCode, a.body]).toEqual([200, answers[0].body]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect((await charges(`org:${org.orgId!}`)).length).toBe(before + 1);
    expect(await purchasesOf(ctx, post.id)).toHaveLength(1);
    expect((await serviceById(ctx, post.id)).promoted_until!.getTime()).toBe(
      clock.now().getTime() + 30 * DAY,
    );
  });

  it('a double click without a key charges once: the twin is refused (409), not charged', async () => {
    for (const kind of ['post', 'gallery'] as const) {
      const s = await makeService(
        ctx,
        { orgId: org.orgId! },
        kind === 'gallery' ? { kind, is_draft: true } : {},
      );
      const before = (await charges(`org:${org.orgId!}`)).length;
      const today = isoDay(clock.now());
      const [url, body] =
        kind === 'post'
          ? [
              `/organization/${org.orgSlug}/service-post/promote?slug=${s.slug}`,
              { billing_method_id: orgCard, use_tokens: false },
            ]
          : [
              `/organization/${org.orgSlug}/service-gallery/promote`,
              {
                slug: s.slug,
                start_date: today,
                end_date: today,
                budget: 7,
                billing_method_id: orgCard,
                use_tokens: false,
              },
            ];
      const clicks = await Promise.all([send('POST', url, o, body), send('POST', url, o, body)]);
      expect(clicks.map((c) => c.statusCode).sort(), clicks.map((c) => c.body).join('\n')).toEqual([
        200, 409,
      ]);
      const refused = clicks.find((c) => c.statusCode === 409)!.json().message;
      expect(refused).toMatch(/already in progress|changed while you were paying/);
      expect((await charges(`org:${org.orgId!}`)).length).toBe(before + 1);
      const purchases = await purchasesOf(ctx, s.id);
      expect(purchases.filter((p) => p.status === 'succeeded')).toHaveLength(1);
      expect(purchases.filter((p) => p.status === 'pending')).toHaveLength(0);
    }
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('refuses a promote that read the service before another promotion was applied (stale twin)', async () => {
    const post = await makeService(ctx, { orgId: org.orgId! });
    const stale = { ...post };
    const promotions = ctx.app.modules.services.services.promotions;
    const auth = { userId: org.id, role: 'organization', email: org.email, slug: org.slug } as never;
    const owner = { role: 'organization', org: { id: org.orgId!, slug: org.orgSlug! } } as never;
    const first = await promotions.promote(owner, auth, post, {
      billing_method_id: orgCard,
      use_tokens: false,
    });
    expect(first.data.service.is_promoted).toBe(true);
    await expect(
      promotions.promote(owner, auth, stale, { billing_method_id: orgCard, use_tokens: false }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const rows = await ctx.db
      .select()
      .from(schema.purchases)
      .where(eq(schema.purchases.reference_id, post.id));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
  });
});
