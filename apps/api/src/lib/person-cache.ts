import type { AppDeps } from '../deps';

/**
 * Answers computed for one person (ranked suggestions, recommended jobs), kept in one Redis hash
 * per person — field: the query — so a re-read costs one HGET instead of the ranking. The first
 * field written starts the clock (later ones do not extend stale ones); `forget` drops a person's
 * hash when something of their own changes. Redis being down only means computing every time.
 */
export class PersonCache<T> {
  /** Loads under way in this process: a burst of first reads (a dashboard opened by many tabs) ranks once. */
  private loading = new Map<string, Promise<T>>();

  constructor(
    private deps: Pick<AppDeps, 'redis' | 'keyPrefix'>,
    private name: string,
    private ttlSeconds: number,
  ) {}

  private key(userId: number) {
    return `${this.deps.keyPrefix}${this.name}:${userId}`;
  }

  async get(userId: number, field: string): Promise<T | null> {
    try {
      const hit = await this.deps.redis.hget(this.key(userId), field);
      return hit ? (JSON.parse(hit) as T) : null;
    } catch {
      return null;
    }
  }

  /** The kept value, else `load()`'s (see `load`). */
  async read(userId: number, field: string, load: () => Promise<T>): Promise<T> {
    return (await this.get(userId, field)) ?? this.load(userId, field, load);
  }

  /** `load()`'s value — shared with any concurrent load of the field in this process — kept for the next read. */
  load(userId: number, field: string, load: () => Promise<T>): Promise<T> {
    const key = `${userId}|${field}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().then((value) => {
        this.set(userId, field, value);
        return value;
      });
      this.loading.set(key, pending);
      const done = () => this.loading.delete(key);
      pending.then(done, done);
    }
    return pending;
  }

  set(userId: number, field: string, value: T) {
    const key = this.key(userId);
    this.deps.redis
      .multi()
      .hset(key, field, JSON.stringify(value))
      .expire(key, this.ttlSeconds, 'NX')
      .exec()
      .catch(() => {});
  }

  forget(...userIds: number[]) {
    if (!userIds.length) return;
    this.deps.redis.del(...userIds.map((id) => this.key(id))).catch(() => {});
  }
}
