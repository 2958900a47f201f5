import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of a seed's upsert: these columns take the values of the row being written
 * (`excluded.<column>`), so a release's reference data replaces what an older one wrote.
 */
export function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded.${columns[k].name}`)])) as Record<K, SQL>;
}
