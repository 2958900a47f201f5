import { createDb } from '@hctl/db';
import type pg from 'pg';

/**
 * One connection to the dataset at `url` for a seeding step that runs alone (the bench adds a part
 * to a dataset seeded before it existed): `work` runs on it, then the connection and pool close.
 */
export async function withSeedClient<T>(url: string, work: (client: pg.PoolClient) => Promise<T>) {
  const { pool } = createDb(url, { max: 1 });
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
    await pool.end();
  }
}
