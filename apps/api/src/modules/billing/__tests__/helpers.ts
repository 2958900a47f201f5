import { type OwnerKey, schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { api, makeUser, type TestContext } from '../../../../test/context';
import { STALE_PURCHASE_MS } from '../billing.jobs';
import { SYSTEM } from '../ledger';

/** Card details → test payment method id → saved card, as the web app does. */
export async function addCard(ctx: TestContext, token: string, number = '4242424242424242', slug?: string) {
  const call = api(ctx);
  const pm = await call('POST', '/billing/test-gateway/payment-methods', token, {
    number,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  if (pm.statusCode !== 200) throw new Error(pm.body);
  return call('POST', `/billing-method${slug ? `?slug=${slug}` : ''}`, token, {
    payment_method_id: pm.json().data.payment_method_id,
  });
}

/** A job's create body, for the tests that pay to publish or promote one. */
export const TRAVEL_JOB = {
  title: 'Travel ICU RN',
  category: 'nursing',
  specialty: 'Registered Nurse (RN)',
  employment_type: 'travel',
  city: 'Denver',
  state: 'CO',
  description: 'Thirteen-week ICU assignment with housing stipend.',
};

export async function giveTokens(
  ctx: TestContext,
  owner: OwnerKey,
  tokens: number,
  key = `${Math.random()}`,
) {
  await ctx.app.modules.billing.services.ledger.post({
    key: `test-grant:${key}`,
    kind: 'reward',
    description: 'Test grant',
    entries: [
      { owner: SYSTEM.rewards, amount: -tokens },
      { owner, amount: tokens },
    ],
  });
}

export const balance = (ctx: TestContext, owner: OwnerKey) =>
  ctx.app.modules.billing.services.ledger.balance(ctx.db, owner);

export async function subscribe(ctx: TestContext, orgId: number, planSlug = 'organization-premium') {
  const plan = await ctx.db.query.plans.findFirst({ where: (p, { eq }) => eq(p.slug, planSlug) });
  await ctx.db.insert(schema.subscriptions).values({ organization_id: orgId, plan_id: plan!.id });
}

/** Every ledger transaction balances and no owner account is negative. */
export async function ledgerIsSound(ctx: TestContext) {
  const unbalanced = await ctx.deps.pool.query(
    'select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0',
  );
  const negative = await ctx.deps.pool.query(
    `select a.owner_key, sum(e.amount) from ledger_entries e join wallet_accounts a on a.id = e.account_id
     where a.owner_key not like 'system:%' group by a.owner_key having sum(e.amount) < 0`,
  );
  return unbalanced.rowCount === 0 && negative.rowCount === 0;
}

export const paymentsOf = (ctx: TestContext, owner: OwnerKey) =>
  ctx.db.select().from(schema.payments).where(eq(schema.payments.owner_key, owner));

/** Who pays a purchase: the wallet's owner key and the user acting. */
export interface Payer {
  key: OwnerKey;
  userId: number;
}

/** An approved organization and the payer its purchases are made as (its wallet, its owner). */
export async function payingOrg(ctx: TestContext) {
  const org = await makeUser(ctx, { role: 'organization', approved: true });
  const payer: Payer = { key: `org:${org.orgId!}`, userId: org.id };
  return { org, payer };
}

/**
 * A purchase whose process died mid-payment: still pending past STALE_PURCHASE_MS, for billing's
 * sweep to settle. The tokens it uses are held, as the payment's first step holds them.
 */
export async function stalePurchase(
  ctx: TestContext,
  payer: Payer,
  v: {
    purpose: (typeof schema.purchases.$inferInsert)['purpose'];
    referenceId: number;
    usedTokens: number;
    amountCents?: number;
    priceCents?: number;
    idempotencyKey?: string;
  },
) {
  const [row] = await ctx.db
    .insert(schema.purchases)
    .values({
      owner_key: payer.key,
      user_id: payer.userId,
      purpose: v.purpose,
      reference_id: v.referenceId,
      price_cents: v.priceCents ?? 4900,
      used_tokens: v.usedTokens,
      amount_cents: v.amountCents ?? 0,
      idempotency_key: v.idempotencyKey ?? `sweep-test:${Math.random()}`,
      created_at: new Date(Date.now() - STALE_PURCHASE_MS - 60_000),
    })
    .returning();
  if (v.usedTokens)
    await ctx.app.modules.billing.services.ledger.post({
      key: `hold:${row.id}`,
      kind: 'hold',
      description: `Held for ${v.purpose}`,
      entries: [
        { owner: payer.key, amount: -v.usedTokens },
        { owner: SYSTEM.holds, amount: v.usedTokens },
      ],
    });
  return row;
}
