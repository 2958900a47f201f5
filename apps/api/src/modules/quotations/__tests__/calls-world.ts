import { randomUUID } from 'node:crypto';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { bearer, type SignedIn, signedIn, type TestContext } from '../../../../test/context';
import { clinicWithMembers } from './core-world';

export type Person = SignedIn;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request under /api/v1/quotations, signed in when a token is given, with an Idempotency-Key when asked. */
export const q =
  (ctx: TestContext) =>
  (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url: `/api/v1/quotations${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      payload: payload as object | undefined,
    });

/**
 * Nurse N (an individual buyer), nurse P (an individual provider), clinic C (an organization
 * provider) with a member whose role holds `services` and one whose role does not, and an outsider.
 * Quotations are inserted as rows (the calls need a quotation, not how it was asked for):
 * `personal` between N and P, `withClinic` between N and the clinic.
 */
export async function callsWorld(ctx: TestContext) {
  const N = await signedIn(ctx);
  const P = await signedIn(ctx);
  const { clinic, member, memberNoPerm, outsider, orgId } = await clinicWithMembers(ctx);
  const [category] = await ctx.db.select({ id: schema.serviceCategories.id }).from(schema.serviceCategories);

  /** A service post of `owner` and a requested quotation on it asked by N. */
  const quotation = async (owner: { user_id?: number; organization_id?: number }) => {
    const [service] = await ctx.db
      .insert(schema.services)
      .values({
        kind: 'post',
        slug: `call-${randomUUID().slice(0, 8)}`,
        title: 'Wound care visits',
        description: 'A service of the calls tests.',
        category_id: category.id,
        get_quote: true,
        user_id: owner.user_id ?? null,
        organization_id: owner.organization_id ?? null,
      })
      .returning();
    const [row] = await ctx.db
      .insert(schema.quotations)
      .values({
        kind: 'service',
        service_id: service.id,
        buyer_user_id: N.id,
        provider_user_id: owner.user_id ?? null,
        provider_org_id: owner.organization_id ?? null,
        created_by: N.id,
        created_side: 'buyer',
        status: 'requested',
      })
      .returning();
    return row.id;
  };
  return {
    N,
    P,
    clinic,
    member,
    memberNoPerm,
    outsider,
    orgId,
    personal: () => quotation({ user_id: P.id }),
    withClinic: () => quotation({ organization_id: orgId }),
  };
}

/** The history rows of a call, oldest first. */
export const callHistory = (ctx: TestContext, callId: number) =>
  ctx.db
    .select()
    .from(schema.quotationEvents)
    .where(eq(schema.quotationEvents.call_id, callId))
    .orderBy(schema.quotationEvents.id);
