import { type Executor, schema } from '@hctl/db';
import { desc, eq, sql } from 'drizzle-orm';

const { services: s } = schema;

/** The most services one analytics answer lists (the totals still count them all). */
export const ANALYTICS_ITEMS_MAX = 500;

export const analyticsRepository = {
  /**
   * An individual's services, most viewed first, each row carrying the totals over all of them
   * (window aggregates run before the limit): one round trip on services_user_list_idx.
   */
  ofUser: (db: Executor, userId: number) =>
    db
      .select({
        slug: s.slug,
        title: s.title,
        kind: s.kind,
        views: s.views_count,
        is_promoted: s.is_promoted,
        created_at: s.created_at,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        active:
          sql<number>`count(*) filter (where ${s.status} = 'active' and not ${s.is_draft}) over ()`.mapWith(
            Number,
          ),
        promoted:
          sql<number>`count(*) filter (where ${s.is_promoted} and ${s.status} = 'active') over ()`.mapWith(
            Number,
          ),
        total_views: sql<number>`sum(${s.views_count}) over ()`.mapWith(Number),
      })
      .from(s)
      .where(eq(s.user_id, userId))
      .orderBy(desc(s.views_count), desc(s.id))
      .limit(ANALYTICS_ITEMS_MAX),
};
