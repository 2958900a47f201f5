import { LRUCache } from 'lru-cache';
import type { AuthContext, Membership } from '../../kit/context';
import { listenForSessionChanges, type SessionChange } from './session-changes.repository';

const RECONNECT_MS = 1_000;

interface Entry {
  ctx: AuthContext;
  /** For an organization-scoped read: the organization (by the route's slug) and the caller's place in it. */
  membership?: Membership;
  /** The session's own end (sessions.expires_at), in ms. */
  expiresAt: number;
}

/** Where an organization-scoped read is kept: the session and the slug the route named. */
const inOrg = (jti: string, slug: string) => `${jti} ${slug}`;

/**
 * Signed-in callers' sessions, kept in this process for a few seconds: a signed-in page sends the
 * same token on every call, and reading its session row each time was a third of a group feed's
 * queries (a query costs ~0.3 ms of CPU between the API and PostgreSQL, most of it on the socket).
 *
 * Organization-scoped routes read the session with the organization and the caller's membership
 * in one query; that answer is kept the same way, per session and slug.
 *
 * Nothing is served stale for longer than a notification takes to arrive (milliseconds). PostgreSQL
 * announces every change that ends a session or alters what it carries (migration 0034: a session
 * revoked, cut short or deleted; a user's role, email, slug, activation or verification changed;
 * migration 0036: a membership added, changed or removed, an organization or its roles changed;
 * whoever writes it), and this process drops the entries of that person, or that organization,
 * when it hears it; its own sign-outs and session-ending changes drop theirs at once. The cache
 * serves only while that channel listens: at start, and whenever the connection drops, every call
 * reads the row as before, until it listens again. A read under way while a change was heard is
 * not kept (`generation`).
 */
export class SessionCache {
  private readonly enabled: boolean;
  private readonly entries: LRUCache<string, Entry>;
  private listener: { close(): Promise<void> } | null = null;
  private state: 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed' = 'idle';
  /** Moves on every drop, and as soon as a change is heard: a read begun before may have seen the row as it was. */
  private generation = 0;
  /** Changes heard while the listening connection's data is read, applied together right after. */
  private heard: SessionChange[] | null = null;

  constructor(
    private readonly databaseUrl: string,
    ttlSeconds: number,
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
    return this.entry(jti, now)?.ctx;
  }

  /** The caller and their membership in the organization `slug`, as last read for this session. */
  getIn(jti: string, slug: string, now: Date) {
    const e = this.entry(inOrg(jti, slug), now);
    return e?.membership ? { ctx: e.ctx, membership: e.membership } : undefined;
  }

  private entry(key: string, now: Date) {
    if (this.state !== 'listening') {
      if (this.enabled && this.state === 'idle') void this.listen();
      return undefined;
    }
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt > now.getTime()) return e;
    this.entries.delete(key);
    return undefined;
  }

  /** Call before reading the row; hand the value to `set`. */
  begin() {
    return this.generation;
  }

  set(jti: string, ctx: AuthContext, expiresAt: Date, generation: number) {
    this.keep(jti, { ctx, expiresAt: expiresAt.getTime() }, generation);
  }

  /** Kept only for an organization that exists (an unknown slug is read again: it may be created). */
  setIn(
    jti: string,
    slug: string,
    found: { ctx: AuthContext; membership: Membership },
    expiresAt: Date,
    generation: number,
  ) {
    if (found.membership.org)
      this.keep(inOrg(jti, slug), { ...found, expiresAt: expiresAt.getTime() }, generation);
  }

  private keep(key: string, e: Entry, generation: number) {
    if (this.state === 'listening' && generation === this.generation) this.entries.set(key, e);
  }

  /** This process ended the session: forget it now (the announcement follows at commit). */
  dropSession(jti: string) {
    this.drop((key) => key === jti || key.startsWith(`${jti} `));
  }

  dropUser(userId: number) {
    this.drop((_, e) => e.ctx.userId === userId);
  }

  private drop(match: (key: string, e: Entry) => boolean) {
    this.generation++;
    for (const [key, e] of this.entries.entries()) if (match(key, e)) this.entries.delete(key);
  }

  /**
   * Announcements come in bursts (a transaction that touched many rows sends one each): they are
   * gathered while the connection's data is read and applied in one pass right after it (a
   * microtask, before any other request runs), or as one clear for a large burst.
   */
  private changed(change: SessionChange) {
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
    if (heard.length > 64 || heard.includes('all')) return this.dropAll();
    const users = new Set(heard.flatMap((c) => (c !== 'all' && 'user' in c ? [c.user] : [])));
    const orgs = new Set(heard.flatMap((c) => (c !== 'all' && 'organization' in c ? [c.organization] : [])));
    this.drop((_, e) => users.has(e.ctx.userId) || orgs.has(e.membership?.org?.id ?? 0));
  }

  private dropAll() {
    this.generation++;
    this.entries.clear();
  }

  private async listen() {
    this.state = 'connecting';
    try {
      const listener = await listenForSessionChanges(this.databaseUrl, {
        changed: (change) => this.changed(change),
        down: () => this.lost(),
      });
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
