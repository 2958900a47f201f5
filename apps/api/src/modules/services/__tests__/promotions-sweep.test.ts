import { type OwnerKey, schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type MadeUser, makeUser, type TestContext } from '../../../../test/context';
import { balance, giveTokens, ledgerIsSound } from '../../billing/__tests__/helpers';
import { STALE_PURCHASE_MS } from '../../billing/billing.jobs';
import { SYSTEM } from '../../billing/ledger';
import { isoDay, makeService, purchasesOf, serviceById } from './promotions.fixtures';

/** Billing's sweep settles purchases of any module: here, service and gallery promotions. */
let ctx: TestContext;
let org: MadeUser;
let owner: OwnerKey;
beforeAll(async () => {
  ctx = await createTestContext();
  org = await makeUser(ctx, { role: 'organization', approved: true });
  owner = `org:${org.orgId!}`;
});

const stalePurchase = async (v: {
  purpose: 'service_promotion' | 'gallery_promotion';
  referenceId: number;
  usedTokens: number;
}) => {
  const [row] = await ctx.db
    .insert(schema.purchases)
    .values({
      owner_key: owner,
      user_id: org.id,
      purpose: v.purpose,
      reference_id: v.referenceId,
      price_cents: 4900,
      used_tokens: v.usedTokens,
      amount_cents: 0,
      idempotency_key: `sweep-test:${Math.random()}`,
      created_at: new Date(Date.now() - STALE_PURCHASE_MS - 60_000),
    })
    .returning();
  if (v.usedTokens)
    await ctx.app.modules.billing.services.ledger.post({
      key: `hold:${row.id}`,
      kind: 'hold',
      description: 'Promotion',
      entries: [
        { owner, amount: -v.usedTokens },
        { owner: SYSTEM.holds, amount: v.usedTokens },
      ],
    });
  return row;
};

describe('the billing sweep and services', () => {
  it('applies an interrupted, paid service promotion and gallery promotion', async () => {
    await giveTokens(ctx, owner, 49);
    const post = await makeService(ctx, { orgId: org.orgId! });
    // Paid in full with tokens (no card charge to wait for), then the process died.
    await stalePurchase({ purpose: 'service_promotion', referenceId: post.id, usedTokens: 49 });
    // The gallery's window was stored when its payment started (promotions.service `check`).
    const today = isoDay(new Date());
    const gallery = await makeService(
      ctx,
      { orgId: org.orgId! },
      {
        kind: 'gallery',
        is_draft: true,
        promotion_start: today,
        promotion_end: isoDay(new Date(), 5),
        promotion_budget_cents: 4900,
      },
    );
    await stalePurchase({ purpose: 'gallery_promotion', referenceId: gallery.id, usedTokens: 0 });

    expect(await ctx.app.modules.billing.services.sweep.run()).toMatchObject({ settled: 2 });

    const p = await serviceById(ctx, post.id);
    expect(p.is_promoted).toBe(true);
    expect(p.promoted_until!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const g = await serviceById(ctx, gallery.id);
    expect([g.is_draft, g.is_promoted]).toEqual([false, true]);
    expect((await purchasesOf(ctx, post.id)).map((x) => x.status)).toEqual(['succeeded']);
    expect((await purchasesOf(ctx, gallery.id)).map((x) => x.status)).toEqual(['succeeded']);
    // The held tokens were spent, not returned.
    expect(await balance(ctx, owner)).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
    expect(await ctx.app.modules.billing.services.sweep.run()).toMatchObject({ settled: 0 });
  });
});
