import type { Database } from '@hctl/db';
import { sql } from 'drizzle-orm';

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
 * page as a statement of its own. An unknown OFFSET, like an unknown LIMIT, is costed as if a tenth
 * of the rows were skipped; where that tips the generic plan over a custom one, every execution is
 * planned afresh (short-listed candidates: bind 0.35 ms against 0.07 ms). Most lists keep their
 * generic plan with a bound OFFSET (check the bind times in the server log before reaching for
 * this). The first page — most requests — then reuses one plan; later pages bind `offset`. `build`
 * passes `slot.limit`/`slot.offset` to `.limit()`/`.offset()` and names the statement with `slot.name`.
 */
export function preparedPage<T>(build: (db: Database, slot: PageSlot) => T) {
  const bySlot = new Map<string, (db: Database) => T>();
  return (limit: number, offset: number) => {
    const first = offset === 0;
    const name = `${limit}${first ? '_first' : ''}`;
    let stmt = bySlot.get(name);
    if (!stmt) {
      const slot: PageSlot = {
        limit: fixedLimit(limit),
        offset: first ? fixedLimit(0) : (sql.placeholder('offset') as unknown as number),
        name,
      };
      stmt = prepared((db) => build(db, slot));
      bySlot.set(name, stmt);
    }
    return stmt;
  };
}
