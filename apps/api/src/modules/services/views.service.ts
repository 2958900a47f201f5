import type { AppDeps } from '../../deps';
import { servicesRepository as repo } from './services.repository';

/**
 * Page views of public service pages. Counting them with an UPDATE per view would make the hottest
 * read of the module a write (a row lock and a WAL record per request); instead each view is one
 * HINCRBY in Redis, not awaited, and the worker adds the counts to `services.views_count` in one
 * UPDATE a minute (`views.jobs.ts`). A crash loses at most the counts of the last minute.
 */
export class ServiceViews {
  private readonly key: string;

  constructor(private readonly deps: AppDeps) {
    this.key = `${deps.keyPrefix}services:views`;
  }

  /** Counts a view; never fails or delays the page (a Redis hiccup loses the count, not the view). */
  count(serviceId: number) {
    this.deps.redis.hincrby(this.key, String(serviceId), 1).catch(() => {});
  }

  /** Moves the counted views into PostgreSQL; returns how many services changed. */
  async flush() {
    // Read and clear in one transaction, so a view counted meanwhile lands in the next flush.
    const res = await this.deps.redis.multi().hgetall(this.key).del(this.key).exec();
    const counts = (res?.[0]?.[1] ?? {}) as Record<string, string>;
    const entries = Object.entries(counts).map(([id, n]) => [Number(id), Number(n)] as [number, number]);
    if (!entries.length) return 0;
    try {
      await repo.addViews(this.deps.db, entries);
    } catch (err) {
      // Put the counts back for the next attempt.
      const back = this.deps.redis.multi();
      for (const [id, n] of entries) back.hincrby(this.key, String(id), n);
      await back.exec();
      throw err;
    }
    return entries.length;
  }
}
