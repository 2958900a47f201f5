import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../../test/context';

type ServiceInsert = typeof schema.services.$inferInsert;

/** A category of the seeded taxonomy, or one made for the test when the taxonomy is not seeded. */
export async function categoryId(ctx: TestContext) {
  const [found] = await ctx.db
    .select({ id: schema.serviceCategories.id })
    .from(schema.serviceCategories)
    .limit(1);
  if (found) return found.id;
  const [made] = await ctx.db
    .insert(schema.serviceCategories)
    .values({ slug: `home-care-${ctx.id}`, name: 'Home care', description: 'Care where people live.' })
    .returning();
  return made.id;
}

let n = 0;
/** A service row straight in the database (the promotion tests need rows, not the create form). */
export async function makeService(
  ctx: TestContext,
  owner: { userId: number } | { orgId: number },
  values: Partial<ServiceInsert> = {},
) {
  const [row] = await ctx.db
    .insert(schema.services)
    .values({
      kind: 'post',
      slug: `svc-${ctx.id}-${++n}`,
      user_id: 'userId' in owner ? owner.userId : null,
      organization_id: 'orgId' in owner ? owner.orgId : null,
      title: `Home infusion ${n}`,
      description: 'In-home IV therapy by experienced infusion nurses.',
      category_id: await categoryId(ctx),
      tags: ['infusion'],
      is_remote: true,
      get_quote: true,
      ...values,
    })
    .returning();
  return row;
}

export const serviceById = async (ctx: TestContext, id: number) =>
  (await ctx.db.select().from(schema.services).where(eq(schema.services.id, id)))[0];

/** An individual on a plan (default: the Professional Plan, which has promotion access). */
export async function subscribeIndividual(ctx: TestContext, userId: number, planSlug = 'individual-pro') {
  const plan = await ctx.db.query.plans.findFirst({ where: (p, { eq: e }) => e(p.slug, planSlug) });
  await ctx.db.insert(schema.subscriptions).values({ user_id: userId, plan_id: plan!.id });
}

export const purchasesOf = (ctx: TestContext, referenceId: number) =>
  ctx.db.select().from(schema.purchases).where(eq(schema.purchases.reference_id, referenceId));

export const isoDay = (at: Date, plusDays = 0) =>
  new Date(at.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
