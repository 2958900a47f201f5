import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { login, type MadeUser, makeUser, type TestContext } from '../../../../test/context';

/**
 * Who the moderation and review tests need, each signed in (`tX` is X's token): people A, B and C
 * (reporters, reviewers and owners), organization O (approved, named `company`) and the super admin
 * who moderates.
 */
export async function moderationWorld(ctx: TestContext, company: string) {
  const [A, B, C] = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
  const O = await makeUser(ctx, { role: 'organization', company, approved: true });
  const admin = await makeUser(ctx, { role: 'super-admin' });
  const [tA, tB, tC, tO, tAdmin] = await Promise.all([A, B, C, O, admin].map((u) => login(ctx, u)));
  return { A, B, C, O, admin, tA, tB, tC, tO, tAdmin };
}
export type ModerationWorld = Awaited<ReturnType<typeof moderationWorld>>;

/** The notifications of one type sent to a user (what reporters and owners are told). */
export const notes = (ctx: TestContext, userId: number, type: string) =>
  ctx.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.user_id, userId), eq(schema.notifications.type, type)));

let n = 0;
const next = (ctx: TestContext, what: string) => `${what}-${++n}-${ctx.id}`;

/** A published job of the organization (reportable as `{org}/{job}`). */
export async function job(ctx: TestContext, org: MadeUser, title = 'Night nurse') {
  const [row] = await ctx.db
    .insert(schema.jobs)
    .values({
      organization_id: org.orgId!,
      slug: next(ctx, 'job'),
      title,
      employment_type: 'full-time',
      description: 'Night shifts on a medical ward.',
      status: 'published',
    })
    .returning();
  return { ...row, key: `${org.orgSlug}/${row.slug}` };
}

/** A service post offered by a person. */
export async function service(ctx: TestContext, owner: MadeUser, title = 'Wound care visits') {
  const [cat] = await ctx.db.select().from(schema.serviceCategories).limit(1);
  const [row] = await ctx.db
    .insert(schema.services)
    .values({
      kind: 'post',
      slug: next(ctx, 'service'),
      title,
      description: 'Home visits by a wound care nurse.',
      category_id: cat.id,
      user_id: owner.id,
    })
    .returning();
  return row;
}

/** A submitted ad waiting for the administrator's review. */
export async function pendingAd(ctx: TestContext, owner: MadeUser, title = 'Flu shots this week') {
  const [row] = await ctx.db
    .insert(schema.advertisements)
    .values({ slug: next(ctx, 'ad'), title, user_id: owner.id, status: 'created', review_status: 'pending' })
    .returning();
  return row;
}

/** A license its holder asked to have verified. */
export async function pendingLicense(ctx: TestContext, owner: MadeUser) {
  const [row] = await ctx.db
    .insert(schema.licenses)
    .values({
      user_id: owner.id,
      license_type: 'Registered Nurse (RN)',
      license_number: `RN${++n}`,
      issuing_authority: 'Texas Board of Nursing',
      state: 'TX',
      verification_status: 'pending',
    })
    .returning();
  return row;
}

/** A published review by the organization about the person, with the person's pending objection. */
export async function objectedReview(ctx: TestContext, org: MadeUser, person: MadeUser) {
  const [row] = await ctx.db
    .insert(schema.reviews)
    .values({
      author_key: `org:${org.orgId}`,
      target_key: `user:${person.id}`,
      author_user_id: org.id,
      author_organization_id: org.orgId!,
      target_user_id: person.id,
      basis: 'quotation',
      basis_id: ++n,
      rating: 1,
      review: 'Did not show up for the shift at all.',
      published_at: new Date(),
      objection: 'I was never scheduled for that shift.',
      objection_status: 'pending',
      objection_at: new Date(),
    })
    .returning();
  return row;
}

/** A public group of `owner` with one published post by `author` (reportable by its uid). */
export async function groupPost(ctx: TestContext, owner: MadeUser, author: MadeUser, text: string) {
  const [group] = await ctx.db
    .insert(schema.groups)
    .values({ slug: next(ctx, 'group'), name: `Reported circle ${n}`, owner_id: owner.id, member_count: 2 })
    .returning();
  const [post] = await ctx.db
    .insert(schema.groupPosts)
    .values({ group_id: group.id, author_id: author.id, description: text })
    .returning();
  return { group, post };
}

/** A service gallery of the organization (reportable by its slug, shown at /services/{slug}). */
export async function gallery(ctx: TestContext, org: MadeUser, title = 'Our new wound clinic') {
  const [cat] = await ctx.db.select().from(schema.serviceCategories).limit(1);
  const [row] = await ctx.db
    .insert(schema.services)
    .values({
      kind: 'gallery',
      slug: next(ctx, 'gallery'),
      title,
      description: 'Photos of the clinic.',
      category_id: cat.id,
      organization_id: org.orgId!,
    })
    .returning();
  return row;
}

/** An approved ad that placements show, leading to `cta_url`. */
export async function liveAd(ctx: TestContext, owner: MadeUser, title: string, cta_url: string) {
  const [row] = await ctx.db
    .insert(schema.advertisements)
    .values({
      slug: next(ctx, 'ad'),
      title,
      user_id: owner.id,
      status: 'created',
      review_status: 'approved',
      cta_title: 'Book now',
      cta_url,
    })
    .returning();
  return row;
}
