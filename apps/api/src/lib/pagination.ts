import { sql } from 'drizzle-orm';

export function pageOf<T>(rows: T[], total: number, page: number, perPage: number) {
  return {
    data: rows,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * `count(*) over ()` beside a page's columns: the total of matching rows comes with the page, one
 * query instead of two. (Postgres then reads every match before the LIMIT, so use it where one
 * owner's rows number in the thousands at most.)
 */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The total from `totalOver` rows; a page past the end has no rows to carry it, so it is counted. */
export async function withTotal<R extends { total: number }>(
  rows: R[],
  page: number,
  count: () => Promise<number>,
) {
  const total = rows.length ? rows[0].total : page > 1 ? await count() : 0;
  return { rows, total };
}
