import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createDb } from './client';

/**
 * packages/db/migrations, found upward from this file: from the sources (packages/db/src) and from
 * the compiled API bundle (apps/api/dist), which carries this code but not the folder.
 */
function findMigrations(from: string) {
  for (let dir = from; ; dir = dirname(dir)) {
    for (const candidate of [join(dir, 'migrations'), join(dir, 'packages', 'db', 'migrations')])
      if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`No migrations folder found above ${from}`);
  }
}

export const migrationsFolder = findMigrations(dirname(fileURLToPath(import.meta.url)));

export async function runMigrations(url: string) {
  const { db, pool } = createDb(url, { max: 1 });
  try {
    await migrate(db, { migrationsFolder });
  } finally {
    await pool.end();
  }
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  const { pool } = createDb(u.toString(), { max: 1 });
  try {
    const found = await pool.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await pool.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await pool.end();
  }
}
