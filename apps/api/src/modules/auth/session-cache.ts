import type { AuthContext, Membership } from '../../kit/context';
import { NotifiedCache } from '../../lib/notified-cache';
import { listenForSessionChanges, type SessionChange } from './session-changes.repository';

interface Entry {
  ctx: AuthContext;
  /** For an organization-scoped read: the organization (by the route's slug) and the caller's place in it. */
  membership?: Membership;
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
 * Nothing is served stale for longer than a notification takes to arrive (milliseconds; see
 * lib/notified-cache). PostgreSQL announces every change that ends a session or alters what it
 * carries (migration 0034: a session revoked, cut short or deleted; a user's role, email, slug,
 * activation or verification changed; migration 0036: a membership added, changed or removed, an
 * organization or its roles changed; whoever writes it), and this process drops the entries of that
 * person, or that organization, when it hears it; its own sign-outs and session-ending changes drop
 * theirs at once.
 */
export class SessionCache {
  private readonly cache: NotifiedCache<Entry, SessionChange>;

  constructor(databaseUrl: string, ttlSeconds: number) {
    this.cache = new NotifiedCache<Entry, SessionChange>({
      ttlSeconds,
      max: 20_000,
      listen: (on) => listenForSessionChanges(databaseUrl, on),
      affected: (heard) => {
        if (heard.includes('all')) return 'all';
        const users = new Set(heard.flatMap((c) => (c !== 'all' && 'user' in c ? [c.user] : [])));
        const orgs = new Set(
          heard.flatMap((c) => (c !== 'all' && 'organization' in c ? [c.organization] : [])),
        );
        return (_, e) => users.has(e.ctx.userId) || orgs.has(e.membership?.org?.id ?? 0);
      },
    });
  }

  /** Whether calls are served from memory now (the channel listens). */
  get isListening() {
    return this.cache.isListening;
  }

  /** The caller of session `jti` as last read, while it is still known good at `now`. */
  get(jti: string, now: Date): AuthContext | undefined {
    return this.cache.get(jti, now.getTime())?.ctx;
  }

  /** The caller and their membership in the organization `slug`, as last read for this session. */
  getIn(jti: string, slug: string, now: Date) {
    const e = this.cache.get(inOrg(jti, slug), now.getTime());
    return e?.membership ? { ctx: e.ctx, membership: e.membership } : undefined;
  }

  /** Call before reading the row; hand the value to `set`. */
  begin() {
    return this.cache.begin();
  }

  /** Kept until the session's own end (sessions.expires_at) at the latest. */
  set(jti: string, ctx: AuthContext, expiresAt: Date, generation: number) {
    this.cache.set(jti, { ctx }, generation, expiresAt.getTime());
  }

  /** Kept only for an organization that exists (an unknown slug is read again: it may be created). */
  setIn(
    jti: string,
    slug: string,
    found: { ctx: AuthContext; membership: Membership },
    expiresAt: Date,
    generation: number,
  ) {
    if (found.membership.org) this.cache.set(inOrg(jti, slug), found, generation, expiresAt.getTime());
  }

  /** This process ended the session: forget it now (the announcement follows at commit). */
  dropSession(jti: string) {
    this.cache.drop((key) => key === jti || key.startsWith(`${jti} `));
  }

  dropUser(userId: number) {
    this.cache.drop((_, e) => e.ctx.userId === userId);
  }

  close() {
    return this.cache.close();
  }
}
