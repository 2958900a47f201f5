import type { Database } from '@hctl/db';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A Drizzle prepared statement built once per database handle. Building a query costs more CPU
 * than running a simple one (measured on the public job page: 548 → 1,691 req/s), so the hottest
 * reads — session lookup, the public job page, featured jobs — use these.
 */
export function prepared<T>(build: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let stmt = cache.get(db);
    if (!stmt) {
      stmt = build(db);
      cache.set(db, stmt);
    }
    return stmt;
  };
}

/**
 * A LIMIT written into a prepared statement's text. Drizzle binds limits as parameters, and with an
 * unknown limit PostgreSQL costs the generic plan as if a tenth of the rows were read, so it keeps
 * planning every execution afresh (milliseconds on a page with joins) instead of reusing the plan.
 */
export const fixedLimit = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/**
 * `col = <value>` with the value written into a prepared statement's text. drizzle binds `eq(col,
 * 'published')` as a parameter, and a generic plan cannot use a partial index whose predicate
 * names the value (`where status = 'published'`): it costs a scan, so PostgreSQL rejects it and
 * plans every execution afresh (the group feed: bind 1.4–1.6 ms). Constants of the code only.
 */
export const fixedEq = (col: SQLWrapper, value: string | boolean): SQL =>
  sql`${col} = ${sql.raw(typeof value === 'boolean' ? String(value) : `'${value.replaceAll("'", "''")}'`)}`;

/** `prepared`, one statement per page size (lists have a handful): `build` writes it with `fixedLimit`. */
export function preparedPerLimit<T>(build: (db: Database, limit: number) => T) {
  const bySize = new Map<number, (db: Database) => T>();
  return (limit: number) => {
    let stmt = bySize.get(limit);
    if (!stmt) {
      stmt = prepared((db) => build(db, limit));
      bySize.set(limit, stmt);
    }
    return stmt;
  };
}

/** The page a `preparedPage` statement is written for: its LIMIT, its OFFSET and a name suffix. */
export interface PageSlot {
  limit: number;
  offset: number;
  name: string;
}

/**
 * `preparedPerLimit` for an offset-paged list whose generic plan PostgreSQL rejects, with the first
 * pages as statements of their own. An unknown OFFSET, like an unknown LIMIT, is costed as if a
 * tenth of the rows were skipped; where that tips the generic plan over a custom one, every
 * execution is planned afresh (short-listed candidates: bind 0.35 ms against 0.07 ms; featured jobs:
 * a generic cost of 24,000 against 11 for the page, as the skip of a tenth of a million jobs). The
 * first `fixedPages` pages — most requests — each reuse one plan with their OFFSET written in; later
 * pages bind `offset`. Check a list with `EXPLAIN EXECUTE` under `plan_cache_mode =
 * force_generic_plan` before reaching for this: many keep their generic plan with a bound OFFSET.
 * `build` passes `slot.limit`/`slot.offset` to `.limit()`/`.offset()` and names the statement with
 * `slot.name`.
 */
export function preparedPage<T>(build: (db: Database, slot: PageSlot) => T, fixedPages = 1) {
  const bySlot = new Map<string, (db: Database) => T>();
  return (limit: number, offset: number) => {
    const page = offset % limit === 0 ? offset / limit : fixedPages;
    const fixed = page < fixedPages;
    const name = `${limit}${fixed ? (page === 0 ? '_first' : `_p${page + 1}`) : ''}`;
    let stmt = bySlot.get(name);
    if (!stmt) {
      const slot: PageSlot = {
        limit: fixedLimit(limit),
        offset: fixed ? fixedLimit(offset) : (sql.placeholder('offset') as unknown as number),
        name,
      };
      stmt = prepared((db) => build(db, slot));
      bySlot.set(name, stmt);
    }
    return stmt;
  };
}
