import { randomUUID } from 'node:crypto';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { type Api, request, signedIn, type TestContext } from '../../../../test/context';
import { orgMember } from '../../org-team/__tests__/members';

/** A request under /api/v1/quotations, signed in when a token is given (`request`). */
export const call = (ctx: TestContext, ...[method, url, ...rest]: Parameters<Api>) =>
  request(ctx, method, `/quotations${url}`, ...rest);

/**
 * Clinic C (an organization) with a member whose role holds the services permission and one whose
 * role does not, and an outsider; everyone signed in.
 */
export async function clinicWithMembers(ctx: TestContext) {
  const clinic = await signedIn(ctx, { role: 'organization', company: 'Riverside Clinic', approved: true });
  const orgId = clinic.orgId!;
  const member = await orgMember(ctx, orgId, 'Sales', ['services']);
  const memberNoPerm = await orgMember(ctx, orgId, 'Front desk', ['messages']);
  const outsider = await signedIn(ctx);
  return { clinic, member, memberNoPerm, outsider, orgId };
}

/**
 * Nurse N and nurse M (individuals), clinic C with its members and an outsider (`clinicWithMembers`);
 * a service post of C, a service post of N and a service request of C.
 */
export async function quotationWorld(ctx: TestContext) {
  const N = await signedIn(ctx);
  const M = await signedIn(ctx);
  const { clinic, member, memberNoPerm, outsider, orgId } = await clinicWithMembers(ctx);
  const [category] = await ctx.db
    .select({ id: schema.serviceCategories.id })
    .from(schema.serviceCategories)
    .where(eq(schema.serviceCategories.slug, 'medical-staffing'));
  const service = async (kind: 'post' | 'request', owner: { user_id?: number; organization_id?: number }) => {
    const [row] = await ctx.db
      .insert(schema.services)
      .values({
        kind,
        slug: `q-${kind}-${randomUUID().slice(0, 8)}`,
        title: kind === 'post' ? 'Wound care visits' : 'Need night nurses',
        description: 'A service of the quotations tests.',
        category_id: category.id,
        get_quote: true,
        user_id: owner.user_id ?? null,
        organization_id: owner.organization_id ?? null,
      })
      .returning();
    return row;
  };
  return { N, M, clinic, member, memberNoPerm, outsider, orgId, service };
}

export const clientId = () => randomUUID();
