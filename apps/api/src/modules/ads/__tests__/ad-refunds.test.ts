import { type OwnerKey, schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, type Method, makeUser, request } from '../../../../test/context';
import { addCard, balance, giveTokens, ledgerIsSound, stalePurchase } from '../../billing/__tests__/helpers';

/**
 * An ad's budget that its promotion did not spend goes back to the owner's wallet, once, when the
 * admin rejects the ad or it is deleted; a re-promotion keeps what an earlier one left.
 */
const { ctx } = apiSuite();
let nurse: MadeUser;
let org: MadeUser;
let n: string;
let o: string;
let a: string;
let adminId: number;
let wallet: OwnerKey;
let orgWallet: OwnerKey;

beforeAll(async () => {
  const admin = await makeUser(ctx, { role: 'super-admin' });
  adminId = admin.id;
  [nurse, org] = await Promise.all([
    makeUser(ctx),
    makeUser(ctx, { role: 'organization', approved: true, company: 'Refund Clinic' }),
  ]);
  [n, o, a] = await Promise.all([login(ctx, nurse), login(ctx, org), login(ctx, admin)]);
  wallet = `user:${nurse.id}`;
  orgWallet = `org:${org.orgId!}`;
  await addCard(ctx, n);
  await addCard(ctx, o, '4242424242424242', org.orgSlug);
});

const send = (method: Method, url: string, token?: string, payload?: object) =>
  request(ctx, method, url, token, payload, { 'user-agent': 'vitest' });
const day = (plus = 0) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);
const adRow = async (slug: string) =>
  (await ctx.db.select().from(schema.advertisements).where(eq(schema.advertisements.slug, slug)))[0];
const setAd = (slug: string, v: Partial<typeof schema.advertisements.$inferInsert>) =>
  ctx.db.update(schema.advertisements).set(v).where(eq(schema.advertisements.slug, slug));
const account = (key: OwnerKey) => ctx.app.modules.billing.services.ledger.balance(ctx.db, key);
const returns = async (adId: number) =>
  (
    await ctx.deps.pool.query(
      `select t.idempotency_key, e.amount from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id join wallet_accounts w on w.id = e.account_id
       where t.reference->>'ad_id' = $1 and w.owner_key not like 'system:%'`,
      [String(adId)],
    )
  ).rows as { idempotency_key: string; amount: number }[];

type Who = { mode: 'individual' | 'organization'; slug: string; token: string };
const me = (): Who => ({ mode: 'individual', slug: nurse.slug, token: n });
const clinic = (): Who => ({ mode: 'organization', slug: org.orgSlug!, token: o });

async function createAd(who: Who, title: string) {
  const res = await send('POST', `/${who.mode}/${who.slug}/advertisement/create`, who.token, {
    title,
    cta_url: 'https://refunds.example/',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { slug: string; uid: string };
}
const promote = (who: Who, slug: string, budget: number, useTokens = false) =>
  send('POST', `/${who.mode}/${who.slug}/advertisement/advertise/promote`, who.token, {
    slug,
    placement: 'home-feed',
    starts_at: day(),
    ends_at: day(10),
    budget,
    use_tokens: useTokens,
  });
const reject = (slug: string) =>
  send('PUT', `/advertisement/${slug}/status`, a, { status: 'rejected', reason: 'Misleading claims.' });
const remove = (who: Who, slug: string) =>
  send('DELETE', `/${who.mode}/${who.slug}/advertisement/${slug}/delete`, who.token);

describe('rejecting a promoted ad', () => {
  it('returns the unspent $25.55 of a card-paid budget once, however often the admin clicks Reject', async () => {
    const ad = await createAd(me(), 'Night shift tutoring');
    const paid = await promote(me(), ad.slug, 25.55);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ charged_amount: 25.55, used_tokens: 0 });
    const sales = await account('system:sales');
    const before = await balance(ctx, wallet);

    const [first, second] = await Promise.all([reject(ad.slug), reject(ad.slug)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const messages = [first.json().message, second.json().message].sort();
    expect(messages).toEqual([
      'Advertisement rejected.',
      "Advertisement rejected. The $25.55 it had not spent went back to the owner's wallet as 256 HCTL tokens.",
    ]);
    expect((await reject(ad.slug)).statusCode).toBe(200);

    // $25.55 at $0.10 a token: 255.5, rounded up in the owner's favour. Paid by card: out of sales.
    expect((await balance(ctx, wallet)) - before).toBe(256);
    expect((await account('system:sales')) - sales).toBe(-256);
    const row = await adRow(ad.slug);
    expect(row).toMatchObject({
      status: 'created',
      review_status: 'rejected',
      budget_cents: 0,
      spent_cents: 0,
    });
    expect(await returns(row.id)).toHaveLength(1);
    const note = await ctx.db.query.notifications.findFirst({
      where: (x, { and, eq }) => and(eq(x.user_id, nurse.id), eq(x.type, 'ad.rejected')),
    });
    expect(note?.body).toBe(
      'Its promotion has stopped. The $25.55 it had not spent went back to your wallet as 256 HCTL tokens. Reason: Misleading claims.',
    );
    expect(await ledgerIsSound(ctx)).toBe(true);

    // A rejected ad is not paid for again until it is edited (back to review).
    const again = await promote(me(), ad.slug, 25);
    expect(again.statusCode).toBe(409);
    expect((await balance(ctx, wallet)) - before).toBe(256);
  });

  it('returns only what was not spent, from revenue for the part paid in tokens', async () => {
    await giveTokens(ctx, orgWallet, 400);
    const ad = await createAd(clinic(), 'Hiring RNs');
    const paid = await promote(clinic(), ad.slug, 30, true);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.used_tokens).toBe(300);
    expect(await balance(ctx, orgWallet)).toBe(100);
    // The analytics rollup has added $12.34 of spend.
    await setAd(ad.slug, { spent_cents: 1234 });
    const revenue = await account('system:revenue');
    const res = await reject(ad.slug);
    expect(res.statusCode).toBe(200);
    // 30.00 − 12.34 = 17.66 → 177 tokens.
    expect(res.json().message).toContain('The $17.66 it had not spent');
    expect(await balance(ctx, orgWallet)).toBe(277);
    expect((await account('system:revenue')) - revenue).toBe(-177);
    expect(await adRow(ad.slug)).toMatchObject({ budget_cents: 1234, spent_cents: 1234 });
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('returns nothing for an ad that was never promoted', async () => {
    const ad = await createAd(me(), 'Never promoted');
    const before = await balance(ctx, wallet);
    const res = await reject(ad.slug);
    expect(res.json().message).toBe('Advertisement rejected.');
    expect(await balance(ctx, wallet)).toBe(before);
    expect((await adRow(ad.slug)).status).toBe('created');
  });
});

describe('deleting a promoted ad', () => {
  it('returns the unspent budget once, to a double click as well', async () => {
    const ad = await createAd(me(), 'Delete me');
    expect((await promote(me(), ad.slug, 40)).statusCode).toBe(200);
    await setAd(ad.slug, { spent_cents: 1000 });
    const before = await balance(ctx, wallet);
    const [x, y] = await Promise.all([remove(me(), ad.slug), remove(me(), ad.slug)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 404]);
    const ok = x.statusCode === 200 ? x : y;
    expect(ok.json().message).toBe(
      'Advertisement deleted. The $30.00 it had not spent went back to your wallet as 300 HCTL tokens.',
    );
    expect((await balance(ctx, wallet)) - before).toBe(300);
    const row = await adRow(ad.slug);
    expect(row.deleted_at).not.toBeNull();
    expect(row.budget_cents).toBe(1000);
    expect(await returns(row.id)).toHaveLength(1);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('after a rejection, a delete returns nothing more', async () => {
    const ad = await createAd(me(), 'Rejected then deleted');
    expect((await promote(me(), ad.slug, 25)).statusCode).toBe(200);
    const before = await balance(ctx, wallet);
    const [r, d] = await Promise.all([reject(ad.slug), remove(me(), ad.slug)]);
    expect(r.statusCode === 200 || d.statusCode === 200).toBe(true);
    expect((await balance(ctx, wallet)) - before).toBe(250);
    expect(await returns((await adRow(ad.slug)).id)).toHaveLength(1);
  });

  it("an administrator's removal returns it too, and the owner's notice says so", async () => {
    const ad = await createAd(clinic(), 'Removed by moderation');
    expect((await promote(clinic(), ad.slug, 25)).statusCode).toBe(200);
    const before = await balance(ctx, orgWallet);
    const content = ctx.app.modules.admin.services.content;
    await content.remove('ad', ad.slug, { adminUserId: adminId, reason: 'Spam.' });
    expect((await balance(ctx, orgWallet)) - before).toBe(250);
    const note = await ctx.db.query.notifications.findFirst({
      where: (x, { and, eq, like }) => and(eq(x.user_id, org.id), like(x.title, '%Removed by moderation%')),
    });
    expect(note?.body).toBe(
      'The $25.00 it had not spent went back to your wallet as 250 HCTL tokens. Reason: Spam.',
    );
  });
});

describe('promoting again', () => {
  it('keeps what an earlier promotion left and adds the new budget to it', async () => {
    const ad = await createAd(me(), 'Promoted twice');
    expect((await promote(me(), ad.slug, 30)).statusCode).toBe(200);
    // The first window is over with $20.00 of its $30.00 left.
    await setAd(ad.slug, {
      spent_cents: 1000,
      starts_at: new Date(Date.now() - 3 * 86_400_000),
      ends_at: new Date(Date.now() - 86_400_000),
    });
    const again = await promote(me(), ad.slug, 25);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.advertisement).toMatchObject({ budget: 55, spent: 10 });
    expect(await adRow(ad.slug)).toMatchObject({ budget_cents: 5500, spent_cents: 1000 });
    // Deleted now: all $45.00 left comes back.
    const before = await balance(ctx, wallet);
    expect((await remove(me(), ad.slug)).statusCode).toBe(200);
    expect((await balance(ctx, wallet)) - before).toBe(450);
  });
});

describe('a payment that arrives for an ad that can no longer run', () => {
  it("billing's sweep gives the price back instead of filling a deleted ad's budget", async () => {
    const ad = await createAd(clinic(), 'Deleted mid-payment');
    const row = await adRow(ad.slug);
    await setAd(ad.slug, { deleted_at: new Date() });
    await giveTokens(ctx, orgWallet, 250);
    const before = await balance(ctx, orgWallet);
    const p = await stalePurchase(
      ctx,
      { key: orgWallet, userId: org.id },
      { purpose: 'ad_promotion', referenceId: row.id, usedTokens: 250, priceCents: 2500 },
    );
    expect(await balance(ctx, orgWallet)).toBe(before - 250);
    expect(await ctx.app.modules.billing.services.sweep.run()).toMatchObject({ settled: 1 });
    expect(await balance(ctx, orgWallet)).toBe(before);
    expect(await adRow(ad.slug)).toMatchObject({ status: 'created', budget_cents: 0 });
    expect((await returns(row.id)).map((r) => r.idempotency_key)).toEqual([`ad-refund:purchase:${p.id}`]);
    // Swept again: nothing more.
    await ctx.app.modules.billing.services.sweep.run();
    expect(await balance(ctx, orgWallet)).toBe(before);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });
});
