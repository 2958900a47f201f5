import type pg from 'pg';

export const healthRepository = {
  /** Straight on the pool, not through Drizzle: the cheapest round trip that proves PostgreSQL answers. */
  ping: (pool: pg.Pool) => pool.query('select 1'),
};
