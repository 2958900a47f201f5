import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `col DESC NULLS LAST`, the order drizzle's `.desc()` writes into an index. drizzle's `desc(col)`
 * means DESC NULLS FIRST, which such an index cannot return rows in, so PostgreSQL reads every
 * matching row and sorts it — and a prepared statement's generic plan, costed for that sort, is
 * rejected and the statement planned afresh on every execution. Lists served by a `.desc()` index
 * order with this (the columns are NOT NULL, so the rows come out the same).
 */
export const descIndexed = (col: SQLWrapper): SQL => sql`${col} desc nulls last`;

/** `descIndexed` for each column: a newest-first keyset order such as `(created_at, id)`. */
export const newestIndexed = (...cols: SQLWrapper[]): SQL[] => cols.map(descIndexed);
