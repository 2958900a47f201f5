import { type OwnerKey, schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { bearer, type TestContext } from '../../../../test/context';
import { SYSTEM } from '../ledger';

export const api =
  (ctx: TestContext) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

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
