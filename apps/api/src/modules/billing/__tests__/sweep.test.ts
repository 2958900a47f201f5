import { type OwnerKey, schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type MadeUser, makeUser, type TestContext } from '../../../../test/context';
import { STALE_PURCHASE_MS } from '../billing.jobs';
import { SYSTEM } from '../ledger';
import { balance, giveTokens, ledgerIsSound } from './helpers';

let ctx: TestContext;
let org: MadeUser;
let owner: OwnerKey;
beforeAll(async () => {
  ctx = await createTestContext();
  org = await makeUser(ctx, { role: 'organization', approved: true });
  owner = `org:${org.orgId!}`;
});

const job = async (values: Partial<typeof schema.jobs.$inferInsert> = {}) => {
  const [row] = await ctx.db
    .insert(schema.jobs)
    .values({
      organization_id: org.orgId!,
      slug: `job-${Math.random().toString(36).slice(2, 10)}`,
      title: 'ICU RN',
      employment_type: 'travel',
      description: 'Thirteen weeks.',
      ...values,
    })
    .returning();
  return row;
};
const jobById = async (id: number) =>
  (await ctx.db.select().from(schema.jobs).where(eq(schema.jobs.id, id)))[0];
const stalePurchase = async (v: {
  purpose: 'job_promotion' | 'job_flat_fee';
  referenceId: number;
  usedTokens: number;
  amountCents: number;
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
      amount_cents: v.amountCents,
      idempotency_key: `sweep-test:${Math.random()}`,
      created_at: new Date(Date.now() - STALE_PURCHASE_MS - 60_000),
    })
    .returning();
  return row;
};

describe('the billing sweep', () => {
  it('completes paid interrupted purchases, releases unpaid ones, and ends promotions', async () => {
    const services = ctx.app.modules.billing.services;
    // Interrupted after a payment that needed no card: the promotion is applied.
    const promoted = await job({ status: 'published', published_at: new Date() });
    const paid = await stalePurchase({
      purpose: 'job_promotion',
      referenceId: promoted.id,
      usedTokens: 0,
      amountCents: 0,
    });
    // Interrupted before its card was charged: the held tokens come back, the job stays a draft.
    await giveTokens(ctx, owner, 50);
    const draft = await job();
    const unpaid = await stalePurchase({
      purpose: 'job_flat_fee',
      referenceId: draft.id,
      usedTokens: 50,
      amountCents: 1000,
    });
    await services.ledger.post({
      key: `hold:${unpaid.id}`,
      kind: 'hold',
      description: 'Flat fee',
      entries: [
        { owner, amount: -50 },
        { owner: SYSTEM.holds, amount: 50 },
      ],
    });
    expect(await balance(ctx, owner)).toBe(0);
    const expired = await job({
      status: 'published',
      is_featured: true,
      promoted_until: new Date(Date.now() - 1000),
    });

    expect(await services.sweep.run()).toEqual({ settled: 2, promotionsEnded: 1 });

    const p = await jobById(promoted.id);
    expect(p.is_featured).toBe(true);
    expect(p.promoted_until!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await jobById(draft.id)).status).toBe('draft');
    expect((await jobById(expired.id)).is_featured).toBe(false);
    const statuses = await ctx.db.select().from(schema.purchases);
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [paid.id]: 'succeeded',
      [unpaid.id]: 'failed',
    });
    expect(await balance(ctx, owner)).toBe(50);
    expect(await ledgerIsSound(ctx)).toBe(true);
    // Nothing is left to settle: a second run changes nothing.
    expect(await services.sweep.run()).toEqual({ settled: 0, promotionsEnded: 0 });
  });
});
