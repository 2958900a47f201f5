import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A closed connection keeps its person online this long, so a page reload does not flash "offline". */
export const PRESENCE_GRACE_MS = 5_000;
/** Connections refresh their entry this often; a process that died stops counting after the TTL. */
const HEARTBEAT_MS = 20_000;
const CONNECTION_TTL_MS = 60_000;
const HEARTBEAT_BATCH = 250;
/**
 * How long PUT is-online counts without a connection (clients that only call the HTTP endpoints,
 * like the legacy Pusher front end): the client repeats it while the chat is open.
 */
export const MARKED_ONLINE_TTL_S = 120;

export type PresenceChange = (userId: number, isOnline: boolean) => void;

/** KEYS: a connection set and a mark per person, in pairs; ARGV[1]: now (ms). Returns 1/0 per person. */
const ONLINE_AMONG = `
local out = {}
for i = 1, #KEYS, 2 do
  local live = redis.call('ZCOUNT', KEYS[i], ARGV[1], '+inf') > 0 or redis.call('EXISTS', KEYS[i + 1]) == 1
  out[#out + 1] = live and 1 or 0
end
return out`;

/**
 * Who is online, shared by every process in Redis:
 * - `p:{user}` a sorted set of the person's live connections (any process), scored by when each
 *   stops counting: refreshed by heartbeats, pushed to now + grace on disconnect;
 * - `pm:{user}` set by PUT is-online, with a TTL, removed by PUT is-offline.
 * Changes are reported when a person goes from no connection to one and back (after the grace).
 */
export class Presence {
  /** This process's live connections: id → user. */
  private local = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | null = null;
  private timers = new Set<NodeJS.Timeout>();

  constructor(
    private redis: Redis,
    private prefix: string,
    private onChange: PresenceChange,
  ) {}

  private connKey = (userId: number) => `${this.prefix}p:${userId}`;
  private markKey = (userId: number) => `${this.prefix}pm:${userId}`;

  /** A client of this person connected; returns the id to pass to `disconnect`. */
  async connect(userId: number) {
    const id = randomUUID();
    this.local.set(id, userId);
    this.startHeartbeat();
    const now = Date.now();
    const key = this.connKey(userId);
    const res = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now)
      .zcard(key)
      .exists(this.markKey(userId))
      .zadd(key, now + CONNECTION_TTL_MS, id)
      .pexpire(key, CONNECTION_TTL_MS * 2)
      .exec();
    const before = Number(res?.[1]?.[1] ?? 0);
    const marked = Number(res?.[2]?.[1] ?? 0);
    if (before === 0 && !marked) this.onChange(userId, true);
    return id;
  }

  /** The connection closed: it counts for the grace period, then the person goes offline if nothing else holds them. */
  async disconnect(id: string) {
    const userId = this.local.get(id);
    if (userId === undefined) return;
    this.local.delete(id);
    if (!this.local.size) this.stopHeartbeat();
    await this.redis.zadd(this.connKey(userId), 'XX', Date.now() + PRESENCE_GRACE_MS, id);
    const t = setTimeout(() => {
      this.timers.delete(t);
      void this.settle(userId).catch(() => {});
    }, PRESENCE_GRACE_MS + 250);
    t.unref();
    this.timers.add(t);
  }

  /** PUT is-online: counts as online for a while even without a connection. */
  async markOnline(userId: number) {
    const wasOnline = (await this.onlineAmong([userId])).has(userId);
    await this.redis.set(this.markKey(userId), '1', 'EX', MARKED_ONLINE_TTL_S);
    if (!wasOnline) this.onChange(userId, true);
  }

  /** PUT is-offline: drops the mark; the person stays online while a connection of theirs is open. */
  async markOffline(userId: number) {
    const removed = await this.redis.del(this.markKey(userId));
    if (removed) await this.settle(userId);
  }

  /**
   * Who of these people is online: one script call for the whole list (a page of an inbox asks
   * for 20 people; 40 pipelined commands cost several times more in Redis and in parsing replies).
   */
  async onlineAmong(userIds: number[]) {
    const ids = [...new Set(userIds)];
    if (!ids.length) return new Set<number>();
    const keys = ids.flatMap((id) => [this.connKey(id), this.markKey(id)]);
    const flags = (await this.redis.eval(ONLINE_AMONG, keys.length, ...keys, Date.now())) as number[];
    return new Set(ids.filter((_, i) => flags[i] === 1));
  }

  /** Reports offline when no live connection and no mark is left. */
  private async settle(userId: number) {
    const key = this.connKey(userId);
    const res = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', Date.now())
      .zcard(key)
      .exists(this.markKey(userId))
      .exec();
    if (Number(res?.[1]?.[1]) === 0 && Number(res?.[2]?.[1]) === 0) this.onChange(userId, false);
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.refresh().catch(() => {}), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Pushes this process's connections' expiry forward, a few hundred at a time: one pipeline for
   * thousands of connections held the event loop (and Redis) long enough to show in message latency.
   */
  private async refresh() {
    const until = Date.now() + CONNECTION_TTL_MS;
    const all = [...this.local];
    for (let i = 0; i < all.length; i += HEARTBEAT_BATCH) {
      const p = this.redis.pipeline();
      for (const [id, userId] of all.slice(i, i + HEARTBEAT_BATCH))
        p.zadd(this.connKey(userId), 'XX', until, id).pexpire(this.connKey(userId), CONNECTION_TTL_MS * 2);
      await p.exec();
    }
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Shutdown: this process's connections stop counting at once (not after the TTL). */
  async close() {
    this.stopHeartbeat();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    const p = this.redis.pipeline();
    for (const [id, userId] of this.local) p.zrem(this.connKey(userId), id);
    this.local.clear();
    await p.exec().catch(() => {});
  }
}
