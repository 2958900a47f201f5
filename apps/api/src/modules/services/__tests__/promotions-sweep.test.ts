import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type MadeUser } from '../../../../test/context';
import {
  balance,
  giveTokens,
  ledgerIsSound,
  type Payer,
  payingOrg,
  stalePurchase,
} from '../../billing/__tests__/helpers';
import { isoDay, makeService, purchasesOf, serviceById } from './promotions.fixtures';

/** Billing's sweep settles purchases of any module: here, service and gallery promotions. */
const { ctx } = apiSuite();
let org: MadeUser;
let payer: Payer;
beforeAll(async () => {
  ({ org, payer } = await payingOrg(ctx));
});

describe('the billing sweep and services', () => {
  it('applies an interrupted, paid service promotion and gallery promotion', async () => {
    await giveTokens(ctx, payer.key, 49);
    const post = await makeService(ctx, { orgId: org.orgId! });
    // Paid in full with tokens (no card charge to wait for), then the process died.
    await stalePurchase(ctx, payer, { purpose: 'service_promotion', referenceId: post.id, usedTokens: 49 });
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
    await stalePurchase(ctx, payer, { purpose: 'gallery_promotion', referenceId: gallery.id, usedTokens: 0 });

    expect(await ctx.app.modules.billing.services.sweep.run()).toMatchObject({ settled: 2 });

    const p = await serviceById(ctx, post.id);
    expect(p.is_promoted).toBe(true);
    expect(p.promoted_until!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const g = await serviceById(ctx, gallery.id);
    expect([g.is_draft, g.is_promoted]).toEqual([false, true]);
    expect((await purchasesOf(ctx, post.id)).map((x) => x.status)).toEqual(['succeeded']);
    expect((await purchasesOf(ctx, gallery.id)).map((x) => x.status)).toEqual(['succeeded']);
    // The held tokens were spent, not returned.
    expect(await balance(ctx, payer.key)).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
    expect(await ctx.app.modules.billing.services.sweep.run()).toMatchObject({ settled: 0 });
  });
});
