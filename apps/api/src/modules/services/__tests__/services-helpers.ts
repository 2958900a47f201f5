import { schema } from '@hctl/db';
import { count, eq } from 'drizzle-orm';
import type { TestContext } from '../../../../test/context';

/** Category and sub-category ids of the seeded taxonomy by slug. */
export async function taxonomy(ctx: TestContext) {
  const cats = await ctx.db.select().from(schema.serviceCategories);
  const subs = await ctx.db.select().from(schema.serviceSubCategories);
  return {
    cat: (slug: string) => cats.find((c) => c.slug === slug)!.id,
    sub: (catSlug: string, slug: string) =>
      subs.find((s) => s.category_id === cats.find((c) => c.slug === catSlug)!.id && s.slug === slug)!.id,
  };
}

/** A valid service body (JSON) in an unlicensed category. */
export const serviceBody = (category: number, extra: Record<string, unknown> = {}) => ({
  title: 'Medical billing for small practices',
  description: 'Claims, denials and patient statements handled end to end for practices of any size.',
  category,
  tags: ['billing', 'coding'],
  location: 'Austin, TX',
  fixed_price: 150,
  ...extra,
});

export const counts = async (ctx: TestContext) => {
  const [services] = await ctx.db.select({ n: count() }).from(schema.services);
  const [media] = await ctx.db.select({ n: count() }).from(schema.serviceMedia);
  const [files] = await ctx.db
    .select({ n: count() })
    .from(schema.files)
    .where(eq(schema.files.kind, 'service_media'));
  const [docs] = await ctx.db
    .select({ n: count() })
    .from(schema.files)
    .where(eq(schema.files.kind, 'service_document'));
  return { services: services.n, media: media.n, files: files.n + docs.n };
};
