import { type OwnerKey, schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, bearer, login, type MadeUser, makeUser } from '../../../../test/context';
import { addCard, balance, giveTokens, ledgerIsSound, paymentsOf } from '../../billing/__tests__/helpers';
import { STALE_PURCHASE_MS } from '../../billing/billing.jobs';

/** Money for ads is never lost or doubled: twin clicks pay once, the sweep finishes an interrupted payment. */
const { ctx } = apiSuite();
let org: MadeUser;
let o: string;
let owner: OwnerKey;
beforeAll(async () => {
  org = await makeUser(ctx, { role: 'organization', approved: true });
  o = await login(ctx, org);
  owner = `org:${org.orgId!}`;
  await addCard(ctx, o, '4242424242424242', org.orgSlug);
});

const day = (plus = 0) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);
let n = 0;
const makeAd = async () =>
  (
    await ctx.db
      .insert(schema.advertisements)
      .values({
        slug: `pay-ad-${ctx.id}-${++n}`,
        organization_id: org.orgId!,
        title: `Paid ad ${n}`,
        cta_url: 'https://example.test/',
        status: 'created',
        review_status: 'approved',
      })
      .returning()
  )[0];
const adById = async (id: number) =>
  (await ctx.db.select().from(schema.advertisements).where(eq(schema.advertisements.id, id)))[0];
const purchases = (id: number) =>
  ctx.db.select().from(schema.purchases).where(eq(schema.purchases.reference_id, id));

describe('paying for an ad', () => {
  it('charges once when the promote button is clicked twice at the same time', async () => {
    const ad = await makeAd();
    const promote = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/organization/${org.orgSlug}/advertisement/advertise/promote`,
        headers: bearer(o),
        payload: {
          slug: ad.slug,
          placement: 'job-page',
          starts_at: day(),
          ends_at: day(7),
          budget: 30,
          use_tokens: false,
        },
      });
    const answers = await Promise.all([promote(), promote()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const paid = (await purchases(ad.id)).filter((p) => p.status === 'succeeded');
    expect(paid).toHaveLength(1);
    expect(
      (await paymentsOf(ctx, owner)).filter((p) => p.status === 'succeeded' && p.amount_cents === 3000),
    ).toHaveLength(1);
    const row = await adById(ad.id);
    expect(row).toMatchObject({ status: 'promoted', budget_cents: 3000, purchase_id: paid[0].id });
    // Running now: promoting again before it ends is refused without a charge.
    const again = await promote();
    expect(again.statusCode).toBe(409);
    expect((await purchases(ad.id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it("billing's sweep applies an ad promotion whose process died after the payment", async () => {
    await giveTokens(ctx, owner, 300);
    const ad = await makeAd();
    const placement = await ctx.db.query.adPlacements.findFirst({
      where: (p, { eq: e }) => e(p.slug, 'home-feed'),
    });
    // What the promote call's `check` stored before paying.
    await ctx.db
      .update(schema.advertisements)
      .set({
        placement_id: placement!.id,
        starts_at: new Date(),
        ends_at: new Date(Date.now() + 3 * 86_400_000),
      })
      .where(eq(schema.advertisements.id, ad.id));
    const [purchase] = await ctx.db
      .insert(schema.purchases)
      .values({
        owner_key: owner,
        user_id: org.id,
        purpose: 'ad_promotion',
        reference_id: ad.id,
        price_cents: 2500,
        used_tokens: 250,
        amount_cents: 0,
        idempotency_key: `ad-sweep:${Math.random()}`,
        created_at: new Date(Date.now() - STALE_PURCHASE_MS - 60_000),
      })
      .returning();
    await ctx.app.modules.billing.services.ledger.post({
      key: `hold:${purchase.id}`,
      kind: 'hold',
      description: 'Ad',
      entries: [
        { owner, amount: -250 },
        { owner: 'system:holds', amount: 250 },
      ],
    });
    expect(await ctx.app.modules.billing.services.sweep.run()).toMatchObject({ settled: 1 });
    expect(await adById(ad.id)).toMatchObject({
      status: 'promoted',
      budget_cents: 2500,
      purchase_id: purchase.id,
    });
    expect(await balance(ctx, owner)).toBe(50);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });
});
