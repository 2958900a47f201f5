import { type Database, schema } from '@hctl/db';
import { asc, eq, sql } from 'drizzle-orm';
import { prepared } from '../../lib/prepared';

const { serviceCategories: c, serviceSubCategories: sc } = schema;
export type CategoryRow = typeof c.$inferSelect;
export type SubCategoryRow = typeof sc.$inferSelect;

const allCategories = prepared((db) =>
  db.select().from(c).orderBy(asc(c.position), asc(c.id)).prepare('service_categories_all'),
);

/** A numeric id or a page slug (`12` or `home-health-care`). */
const byKey = (key: string) => (/^\d{1,15}$/.test(key) ? eq(c.id, Number(key)) : eq(c.slug, key));

/** The service taxonomy (seeded data: packages/db/src/seed/service-categories.ts). */
export const catalogRepository = {
  categories: (db: Database) => allCategories(db).execute(),

  async category(db: Database, key: string) {
    const [row] = await db.select().from(c).where(byKey(key)).limit(1);
    return row ?? null;
  },

  /** A category's sub-categories in order; null when there is no such category. */
  async subCategories(db: Database, key: string) {
    const rows = await db
      .select({ category_id: c.id, sub: sc })
      .from(c)
      .leftJoin(sc, eq(sc.category_id, c.id))
      .where(byKey(key))
      .orderBy(asc(sql`${sc.position}`), asc(sc.id));
    if (!rows.length) return null;
    return rows.flatMap((r) => (r.sub ? [r.sub] : []));
  },
};
