import type { AppDeps } from '../../deps';
import { servicesRepository as repo } from './services.repository';

/** How long a process gathers views before one Redis round trip carries them. */
const PUSH_MS = 1_000;

/**
 * Page views of public service pages. Counting them with an UPDATE per view would make the hottest
 * read of the module a write (a row lock and a WAL record per request), and a Redis command per
 * view was a quarter of the page's cost on the socket. So a view is a number in this process's map;
 * once a second one pipeline of HINCRBYs moves the map to Redis, and the worker adds the counts to
 * `services.views_count` in one UPDATE a minute (`views.jobs.ts`). A crash loses at most the
 * counts of the last minute.
 */
export class ServiceViews {
  private readonly key: string;
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: AppDeps) {
    this.key = `${deps.keyPrefix}services:views`;
  }

  /** Counts a view; never fails or delays the page (a Redis hiccup loses the count, not the view). */
  count(serviceId: number) {
    this.pending.set(serviceId, (this.pending.get(serviceId) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.push(), PUSH_MS);
      this.timer.unref();
    }
  }

  /** Moves this process's counts to Redis now (the timer's job; flush and shutdown call it too). */
  async push() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending.size) return;
    const counts = this.pending;
    this.pending = new Map();
    const p = this.deps.redis.pipeline();
    for (const [id, n] of counts) p.hincrby(this.key, String(id), n);
    await p.exec().catch(() => {});
  }

  /** Moves the counted views into PostgreSQL; returns how many services changed. */
  async flush() {
    await this.push();
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
