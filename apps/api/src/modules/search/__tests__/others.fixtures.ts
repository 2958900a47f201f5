import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import type { MadeUser, TestContext } from '../../../../test/context';
import { makeUser } from '../../../../test/context';

let n = 0;
const uid = () => `${Date.now().toString(36)}${++n}`;

/** A person with a published profile (or not), straight in the database; the triggers build the document. */
export async function person(
  ctx: TestContext,
  o: {
    first?: string;
    last?: string;
    phone?: string;
    published?: boolean;
    details?: Partial<typeof schema.individualDetails.$inferInsert>;
  } = {},
): Promise<MadeUser> {
  const u = await makeUser(ctx, { phone: o.phone });
  await ctx.db
    .update(schema.users)
    .set({ first_name: o.first ?? 'Test', last_name: o.last ?? `Person${uid()}` })
    .where(eq(schema.users.id, u.id));
  await ctx.db
    .update(schema.individualDetails)
    .set({ is_published: o.published ?? true, published_at: new Date(), ...o.details })
    .where(eq(schema.individualDetails.user_id, u.id));
  return u;
}

export async function categoryId(ctx: TestContext) {
  const [c] = await ctx.db.select().from(schema.serviceCategories).limit(1);
  return { id: c.id, slug: c.slug };
}

/** A service row of a person or an organization. */
export async function service(
  ctx: TestContext,
  owner: MadeUser,
  o: Partial<typeof schema.services.$inferInsert> & { title: string },
) {
  const cat = await categoryId(ctx);
  const [row] = await ctx.db
    .insert(schema.services)
    .values({
      kind: 'post',
      slug: `svc-${uid()}`,
      description: 'A service offered to patients and families.',
      category_id: cat.id,
      ...(owner.orgId ? { organization_id: owner.orgId } : { user_id: owner.id }),
      ...o,
    })
    .returning();
  return row;
}

export async function group(
  ctx: TestContext,
  owner: MadeUser,
  o: Partial<typeof schema.groups.$inferInsert> & { name: string },
) {
  const [g] = await ctx.db
    .insert(schema.groups)
    .values({ slug: `grp-${uid()}`, owner_id: owner.id, description: 'A community of carers.', ...o })
    .returning();
  await ctx.db
    .insert(schema.groupMembers)
    .values({ group_id: g.id, user_id: owner.id, role: 'owner', status: 'active', joined_at: new Date() });
  return g;
}

/** A word unique to one test, so tests sharing a database never see each other's rows. */
export const word = (base: string) => `${base}${uid().replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])}`;
