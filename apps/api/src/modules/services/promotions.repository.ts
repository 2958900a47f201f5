import { type Executor, schema } from '@hctl/db';
import { and, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

const { services: s } = schema;

/** The schedule's scope: every service, or the one just promoted. */
const only = (serviceId?: number) => (serviceId === undefined ? undefined : eq(s.id, serviceId));
/** What the featured placements show (services_featured_idx is partial on exactly this). */
const shown = and(eq(s.is_promoted, true), eq(s.status, 'active'), eq(s.is_draft, false));

export const promotionsRepository = {
  /**
   * Galleries whose window contains `today` start showing. Not "started today": a worker that was
   * down over the start date starts them on its next run. Walks services_promotion_idx.
   */
  startWindows: async (db: Executor, today: string, serviceId?: number) =>
    (
      await db
        .update(s)
        .set({ is_promoted: true })
        .where(
          and(
            eq(s.kind, 'gallery'),
            eq(s.is_promoted, false),
            eq(s.status, 'active'),
            eq(s.is_draft, false),
            lte(s.promotion_start, today),
            sql`${s.promotion_end} >= ${today}`,
            only(serviceId),
          ),
        )
        .returning({ id: s.id })
    ).length,

  /**
   * Promotions that are over stop showing: a gallery outside its window, a post or request past
   * `promoted_until`. Only shown rows are looked at (the small partial featured index).
   */
  endWindows: async (db: Executor, today: string, now: Date, serviceId?: number) =>
    (
      await db
        .update(s)
        .set({ is_promoted: false })
        .where(
          and(
            shown,
            or(
              and(
                eq(s.kind, 'gallery'),
                or(isNull(s.promotion_end), lt(s.promotion_end, today), gt(s.promotion_start, today)),
              ),
              and(ne(s.kind, 'gallery'), or(isNull(s.promoted_until), lte(s.promoted_until, now))),
            ),
            only(serviceId),
          ),
        )
        .returning({ id: s.id })
    ).length,
};
