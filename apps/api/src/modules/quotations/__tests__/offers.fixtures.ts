import { schema } from '@hctl/db';
import { and, eq, sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/context';
import { giveTokens, type Payer, stalePurchase } from '../../billing/__tests__/helpers';
import { makeService } from '../../services/__tests__/promotions.fixtures';

type Party = { userId: number } | { orgId: number };
type OfferInsert = typeof schema.quotationOffers.$inferInsert;
type QuotationInsert = typeof schema.quotations.$inferInsert;

const cols = (side: 'buyer' | 'provider', p: Party) =>
  side === 'buyer'
    ? { buyer_user_id: 'userId' in p ? p.userId : null, buyer_org_id: 'orgId' in p ? p.orgId : null }
    : { provider_user_id: 'userId' in p ? p.userId : null, provider_org_id: 'orgId' in p ? p.orgId : null };

/**
 * A quotation straight in the database (kind service: the buyer asked on the provider's fresh
 * service post), so offer tests and the authorization matrix do not depend on the request flow.
 */
export async function makeQuotation(
  ctx: TestContext,
  buyer: Party,
  provider: Party,
  values: Partial<QuotationInsert> = {},
) {
  const service = await makeService(ctx, provider);
  const [row] = await ctx.db
    .insert(schema.quotations)
    .values({
      kind: 'service',
      service_id: service.id,
      ...cols('buyer', buyer),
      ...cols('provider', provider),
      created_side: 'buyer',
      status: 'requested',
      ...values,
    })
    .returning();
  return row;
}

/** An offer straight in the database, in any state (for the matrix and the illegal-move table). */
export async function makeOffer(ctx: TestContext, quotationId: number, values: Partial<OfferInsert> = {}) {
  const [row] = await ctx.db
    .insert(schema.quotationOffers)
    .values({
      quotation_id: quotationId,
      amount_cents: 1000,
      description: 'Two home visits',
      delivery_date: '2099-01-01',
      ...values,
    })
    .returning();
  return row;
}

export const offerRow = async (ctx: TestContext, id: number) =>
  (await ctx.db.select().from(schema.quotationOffers).where(eq(schema.quotationOffers.id, id)))[0];
export const quotationRow = async (ctx: TestContext, id: number) =>
  (await ctx.db.select().from(schema.quotations).where(eq(schema.quotations.id, id)))[0];

/**
 * An offer payment the process left pending after the payer's tokens were held (as
 * PurchasesService.pay does), old enough for billing's sweep to settle.
 */
export async function interruptedOfferPayment(
  ctx: TestContext,
  payer: Payer,
  offerId: number,
  tokens: number,
) {
  await giveTokens(ctx, payer.key, tokens, `sweep-${offerId}`);
  return stalePurchase(ctx, payer, {
    purpose: 'quotation_offer',
    referenceId: offerId,
    usedTokens: tokens,
    priceCents: tokens * 10,
    idempotencyKey: `sweep-offer:${offerId}`,
  });
}

/** The bell notifications about a quotation (type quotation.updated), oldest first. */
export const quotationBells = async (ctx: TestContext, quotationId: number) =>
  ctx.db
    .select()
    .from(schema.notifications)
    .where(
      and(
        eq(schema.notifications.type, 'quotation.updated'),
        sql`${schema.notifications.data}->>'quotation_id' = ${String(quotationId)}`,
      ),
    )
    .orderBy(schema.notifications.id);
