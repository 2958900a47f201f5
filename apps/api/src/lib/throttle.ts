import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import { tooMany } from './errors';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in Redis. The window index comes from the injected clock, so a test
 * with a frozen clock controls when a window ends. Redis trouble fails open: a throttle must
 * never lock every user out because the cache is down.
 */
export class Throttle {
  constructor(
    private redis: Redis,
    private clock: Clock,
    private prefix: string,
  ) {}

  private key(limit: Limit, id: string) {
    const window = Math.floor(this.clock.now().getTime() / limit.windowMs);
    return `${this.prefix}thr:${limit.name}:${id}:${window}`;
  }

  private retryAfter(limit: Limit) {
    const now = this.clock.now().getTime();
    return Math.max(1, Math.ceil((limit.windowMs - (now % limit.windowMs)) / 1000));
  }

  async count(limit: Limit, id: string) {
    try {
      return Number((await this.redis.get(this.key(limit, id))) ?? 0);
    } catch {
      return 0;
    }
  }

  async hit(limit: Limit, id: string) {
    try {
      const key = this.key(limit, id);
      const n = await this.redis.incr(key);
      if (n === 1) await this.redis.pexpire(key, limit.windowMs * 2);
      return n;
    } catch {
      return 0;
    }
  }

  async clear(limit: Limit, id: string) {
    try {
      await this.redis.del(this.key(limit, id));
    } catch {
      /* fail open */
    }
  }

  /** Throws 429 when `id` already used up `limit`. */
  async assertUnder(limit: Limit, id: string, message: string) {
    if ((await this.count(limit, id)) >= limit.max) {
      const s = this.retryAfter(limit);
      throw tooMany(`${message} Try again in ${formatWait(s)}.`, s);
    }
  }

  /** Counts one use and throws 429 when it goes over `limit`. */
  async consume(limit: Limit, id: string, message: string) {
    const n = await this.hit(limit, id);
    if (n > limit.max) {
      const s = this.retryAfter(limit);
      throw tooMany(`${message} Try again in ${formatWait(s)}.`, s);
    }
  }
}

const formatWait = (s: number) => (s < 60 ? `${s} seconds` : `${Math.ceil(s / 60)} minutes`);
