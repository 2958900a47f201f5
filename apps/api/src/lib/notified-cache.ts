import { LRUCache } from 'lru-cache';
import type { ListenHandlers } from './pg-listen';

const RECONNECT_MS = 1_000;
/** A larger burst of announcements clears everything in one go rather than matching each entry. */
const LARGEST_BURST = 64;

export interface ChangeListener {
  close(): Promise<void>;
}

export interface NotifiedCacheOptions<V, C> {
  /** How long an entry may be kept at most; 0 turns the cache off (every get misses). */
  ttlSeconds: number;
  max: number;
  /** Opens the channel the changes are announced on; resolves once it listens. */
  listen(on: ListenHandlers<C>): Promise<ChangeListener>;
  /** Which entries a burst of changes touches, or 'all' (a change it cannot narrow down). */
  affected(changes: C[]): ((key: string, value: V) => boolean) | 'all';
}

/**
 * Reads kept in this process that PostgreSQL tells it to drop: triggers NOTIFY a channel on every
 * change to what the reads depend on, whoever writes it (the app, a script, an operator's SQL), and
 * the matching entries go the moment the notification arrives. Nothing is served stale for longer
 * than that (milliseconds) or `ttlSeconds`, whichever is first.
 *
 * Entries are served only while the channel listens: at start, and whenever the connection drops,
 * every get misses until it listens again (retried each second), and what was kept is dropped.
 * A read under way while a change was heard is not kept (`begin` hands out a generation that every
 * change moves on).
 */
export class NotifiedCache<V, C> {
  private readonly enabled: boolean;
  private readonly entries: LRUCache<string, { value: V; expiresAt: number }>;
  private listener: ChangeListener | null = null;
  private state: 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed' = 'idle';
  private generation = 0;
  /** Changes heard while the listening connection's data is read, applied together right after. */
  private heard: C[] | null = null;

  constructor(private readonly opts: NotifiedCacheOptions<V, C>) {
    this.enabled = opts.ttlSeconds > 0;
    this.entries = new LRUCache({ max: opts.max, ttl: Math.max(opts.ttlSeconds, 1) * 1000 });
  }

  /** Whether gets are served from memory now (the channel listens). */
  get isListening() {
    return this.state === 'listening';
  }

  /** The value kept for `key`, while it is still known good (`expiresAt` of `set`, against `now`). */
  get(key: string, now = Date.now()): V | undefined {
    if (this.state !== 'listening') {
      if (this.enabled && this.state === 'idle') void this.listen();
      return undefined;
    }
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt > now) return e.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Call before reading what will be kept; hand the value to `set`. */
  begin() {
    return this.generation;
  }

  set(key: string, value: V, generation: number, expiresAt = Number.POSITIVE_INFINITY) {
    if (this.state === 'listening' && generation === this.generation)
      this.entries.set(key, { value, expiresAt });
  }

  /** Forget what matches now (this process made the change; its announcement follows at commit). */
  drop(match: (key: string, value: V) => boolean) {
    this.generation++;
    for (const [key, e] of this.entries.entries()) if (match(key, e.value)) this.entries.delete(key);
  }

  /**
   * Announcements come in bursts (a transaction that touched many rows sends one each): they are
   * gathered while the connection's data is read and applied in one pass right after it (a
   * microtask, before any other request runs), or as one clear for a large burst.
   */
  private changed(change: C) {
    this.generation++;
    if (!this.heard) {
      this.heard = [];
      queueMicrotask(() => this.applyHeard());
    }
    this.heard.push(change);
  }

  private applyHeard() {
    const heard = this.heard ?? [];
    this.heard = null;
    const match = heard.length > LARGEST_BURST ? 'all' : this.opts.affected(heard);
    if (match === 'all') this.dropAll();
    else this.drop(match);
  }

  private dropAll() {
    this.generation++;
    this.entries.clear();
  }

  private async listen() {
    this.state = 'connecting';
    try {
      const listener = await this.opts.listen({ changed: (c) => this.changed(c), down: () => this.lost() });
      if (this.state !== 'connecting') {
        await listener.close();
        return;
      }
      this.listener = listener;
      // Whatever was read before now was read without the channel: start empty.
      this.dropAll();
      this.state = 'listening';
    } catch {
      this.lost();
    }
  }

  /** The channel is gone or could not open: serve nothing from memory, try again in a second. */
  private lost() {
    if (this.state === 'closed') return;
    this.listener = null;
    this.dropAll();
    this.state = 'waiting';
    setTimeout(() => {
      if (this.state === 'waiting') void this.listen();
    }, RECONNECT_MS).unref();
  }

  async close() {
    this.state = 'closed';
    this.entries.clear();
    await this.listener?.close();
    this.listener = null;
  }
}
