import { LRUCache } from 'lru-cache';
import type { AuthContext } from '../../kit/context';
import { listenForSessionChanges } from './session-changes.repository';

const RECONNECT_MS = 1_000;

interface Entry {
  ctx: AuthContext;
  /** The session's own end (sessions.expires_at), in ms. */
  expiresAt: number;
}

/**
 * Signed-in callers' sessions, kept in this process for a few seconds: a signed-in page sends the
 * same token on every call, and reading its session row each time was a third of a group feed's
 * queries (a query costs ~0.3 ms of CPU between the API and PostgreSQL, most of it on the socket).
 *
 * Nothing is served stale. PostgreSQL announces every change that ends a session or alters what it
 * carries (migration 0034: a session revoked, cut short or deleted; a user's role, email, slug,
 * activation or verification changed; whoever writes it), and this process drops that person's
 * entries when it hears it. The cache serves only while that channel listens: at start, and
 * whenever the connection drops, every call reads the row as before, until it listens again.
 * A read under way while a change was heard is not kept (`generation`).
 */
export class SessionCache {
  private readonly enabled: boolean;
  private readonly entries: LRUCache<string, Entry>;
  private listener: { close(): Promise<void> } | null = null;
  private state: 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed' = 'idle';
  /** Moves on every drop: a read begun before it may have seen the row as it was. */
  private generation = 0;

  constructor(
    private readonly databaseUrl: string,
    ttlSeconds: number,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.enabled = ttlSeconds > 0;
    this.entries = new LRUCache<string, Entry>({ max: 20_000, ttl: Math.max(ttlSeconds, 1) * 1000 });
  }

  /** Whether calls are served from memory now (the channel listens). */
  get isListening() {
    return this.state === 'listening';
  }

  /** The caller of session `jti` as last read, while it is still known good at `now`. */
  get(jti: string, now: Date): AuthContext | undefined {
    if (this.state !== 'listening') {
      if (this.enabled && this.state === 'idle') void this.listen();
      return undefined;
    }
    const e = this.entries.get(jti);
    if (!e) return undefined;
    if (e.expiresAt > now.getTime()) return e.ctx;
    this.entries.delete(jti);
    return undefined;
  }

  /** Call before reading the row; hand the value to `set`. */
  begin() {
    return this.generation;
  }

  set(jti: string, ctx: AuthContext, expiresAt: Date, generation: number) {
    if (this.state === 'listening' && generation === this.generation)
      this.entries.set(jti, { ctx, expiresAt: expiresAt.getTime() });
  }

  /** This process ended the session: forget it now (the announcement follows at commit). */
  dropSession(jti: string) {
    this.generation++;
    this.entries.delete(jti);
  }

  dropUser(userId: number) {
    this.generation++;
    for (const [jti, e] of this.entries.entries()) if (e.ctx.userId === userId) this.entries.delete(jti);
  }

  private dropAll() {
    this.generation++;
    this.entries.clear();
  }

  private async listen() {
    this.state = 'connecting';
    try {
      const listener = await listenForSessionChanges(this.databaseUrl, {
        changed: (who) => (who === 'all' ? this.dropAll() : this.dropUser(who)),
        down: (err) => this.lost(err),
      });
      if (this.state !== 'connecting') {
        await listener.close();
        return;
      }
      this.listener = listener;
      // Whatever was read before now was read without the channel: start empty.
      this.dropAll();
      this.state = 'listening';
    } catch (err) {
      this.lost(err);
    }
  }

  private lost(err?: unknown) {
    if (this.state === 'closed') return;
    this.listener = null;
    this.dropAll();
    if (err) this.onError(err);
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
