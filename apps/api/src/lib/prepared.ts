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
