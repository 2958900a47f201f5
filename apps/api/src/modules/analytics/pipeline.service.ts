import type { AppDeps } from '../../deps';
import { bufferKey, decodeEvent } from './analytics.buffer';
import { bumpOwners } from './analytics.cache';
import { analyticsRepository as repo } from './analytics.repository';

/** Events moved from the Redis buffer per round trip (one multi-row insert each). */
export const BATCH = 5_000;
/** Events rolled up per transaction (a backlog is worked off in several). */
export const ROLLUP_CHUNK = 50_000;
/** Raw events are kept this long (the rollups keep the counts for good). */
export const RAW_DAYS = 35;
/** Hourly rollups are read for the last week only. */
export const HOURLY_DAYS = 8;

/**
 * The worker's side of analytics: drain the Redis buffer into `analytics_events` in batches, then
 * roll new events up per hour and day. Two steps, each its own transaction, so a crash between
 * them leaves events inserted but not rolled up, and the next run rolls them up once (the
 * watermark moves in the rollup's own transaction).
 */
export class AnalyticsPipeline {
  constructor(private deps: AppDeps) {}

  /** One worker tick: drain, then roll up. Returns what it moved. */
  async run() {
    const inserted = await this.drain();
    const rolledUp = await this.rollup();
    return { inserted, rolledUp };
  }

  /** Moves everything buffered so far into PostgreSQL, up to 5,000 events per insert. */
  async drain() {
    const key = bufferKey(this.deps);
    let total = 0;
    for (;;) {
      // Atomic take: an event recorded meanwhile stays for the next batch, never read twice.
      const res = await this.deps.redis
        .multi()
        .lrange(key, 0, BATCH - 1)
        .ltrim(key, BATCH, -1)
        .exec();
      const lines = (res?.[0]?.[1] ?? []) as string[];
      if (!lines.length) return total;
      const rows = lines.map(decodeEvent).filter((r) => r !== null);
      try {
        await this.deps.db.transaction(async (tx) => {
          await repo.lock(tx);
          await repo.insertEvents(tx, rows);
        });
      } catch (err) {
        // Back to the head of the list for the next tick (order does not matter to counts).
        await this.deps.redis.lpush(key, ...lines.reverse());
        throw err;
      }
      total += rows.length;
      if (lines.length < BATCH) return total;
    }
  }

  /** Rolls up every event past the watermark, a chunk per transaction; returns how many. */
  async rollup() {
    let total = 0;
    for (;;) {
      const { n, owners } = await this.deps.db.transaction(async (tx) => {
        const after = await repo.lock(tx);
        const upto = await repo.chunkEnd(tx, after, ROLLUP_CHUNK);
        if (upto === null) return { n: 0, owners: [] };
        return { n: upto - after, owners: await repo.rollup(tx, after, upto) };
      });
      await bumpOwners(this.deps, owners);
      if (!n) return total;
      total += n;
    }
  }

  /** Daily: raw events older than 35 days (rolled up already) and hourly rows older than a week. */
  async prune() {
    const now = this.deps.clock.now().getTime();
    const before = new Date(now - RAW_DAYS * 86_400_000);
    let events = 0;
    for (;;) {
      const n = await repo.pruneEvents(this.deps.db, before, 50_000);
      events += n;
      if (n < 50_000) break;
    }
    const hourly = await repo.pruneHourly(this.deps.db, new Date(now - HOURLY_DAYS * 86_400_000));
    return { events, hourly };
  }
}
