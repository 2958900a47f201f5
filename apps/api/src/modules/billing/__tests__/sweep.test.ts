import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type MadeUser } from '../../../../test/context';
import { balance, giveTokens, ledgerIsSound, type Payer, payingOrg, stalePurchase } from './helpers';

const { ctx } = apiSuite();
let org: MadeUser;
let payer: Payer;
beforeAll(async () => {
  ({ org, payer } = await payingOrg(ctx));
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
describe('the billing sweep', () => {
  it('completes paid interrupted purchases, releases unpaid ones, and ends promotions', async () => {
    const services = ctx.app.modules.billing.services;
    // Interrupted after a payment that needed no card: the promotion is applied.
    const promoted = await job({ status: 'published', published_at: new Date() });
    const paid = await stalePurchase(ctx, payer, {
      purpose: 'job_promotion',
      referenceId: promoted.id,
      usedTokens: 0,
      amountCents: 0,
    });
    // Interrupted before its card was charged: the held tokens come back, the job stays a draft.
    await giveTokens(ctx, payer.key, 50);
    const draft = await job();
    const unpaid = await stalePurchase(ctx, payer, {
      purpose: 'job_flat_fee',
      referenceId: draft.id,
      usedTokens: 50,
      amountCents: 1000,
    });
    expect(await balance(ctx, payer.key)).toBe(0);
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
    expect(await balance(ctx, payer.key)).toBe(50);
    expect(await ledgerIsSound(ctx)).toBe(true);
    // Nothing is left to settle: a second run changes nothing.
    expect(await services.sweep.run()).toEqual({ settled: 0, promotionsEnded: 0 });
  });
});
