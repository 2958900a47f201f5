import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import type { RealtimePort } from '../realtime/realtime.port';
import { authRepository } from './auth.repository';
import { SessionCache } from './session-cache';

/** JWTs whose `jti` is a row in `sessions`: revoking the row ends the token at once. */
type SessionRow = NonNullable<Awaited<ReturnType<typeof authRepository.activeSession>>>;

export class SessionService {
  /**
   * The signing key as a KeyObject, made once: given a string, jsonwebtoken first tries (and fails)
   * to parse it as a public key on every call — 16% of CPU on signed-in routes under load.
   */
  private key: KeyObject;
  /**
   * Tokens whose signature and claims this process has already checked, until their own expiry:
   * a signed-in page sends the same token on every call, and verifying it again cost a tenth of
   * a short list's CPU. Revocation is unaffected: it is the session's, below.
   */
  private checked = new LRUCache<string, { jti: string; sub?: string; expMs: number }>({ max: 10_000 });
  /** Sessions read lately, dropped as soon as PostgreSQL announces a change to them (session-cache.ts). */
  readonly cache: SessionCache;

  constructor(
    private deps: AppDeps,
    private realtime: Pick<RealtimePort, 'endSession' | 'endUser'>,
  ) {
    this.key = createSecretKey(Buffer.from(deps.config.jwtSecret, 'utf8'));
    this.cache = new SessionCache(deps.config.databaseUrl, deps.config.sessionCacheSeconds);
  }

  async issue(userId: number, opts: { remember: boolean; ip?: string; userAgent?: string }) {
    const { config, clock, db } = this.deps;
    const now = clock.now();
    const ttlMs = opts.remember
      ? config.REMEMBER_TTL_DAYS * 86_400_000
      : config.SESSION_TTL_HOURS * 3_600_000;
    const jti = randomUUID();
    await authRepository.insertSession(db, {
      id: jti,
      user_id: userId,
      remember: opts.remember,
      ip: opts.ip?.slice(0, 64),
      user_agent: opts.userAgent?.slice(0, 255),
      expires_at: new Date(now.getTime() + ttlMs),
    });
    return jwt.sign({ sub: String(userId), jti }, this.key, {
      algorithm: 'HS256',
      expiresIn: Math.floor(ttlMs / 1000),
    });
  }

  /** The token's session id, if the token is ours, unexpired and well formed (no database). */
  private verified(token: string) {
    const hit = this.checked.get(token);
    // jsonwebtoken's own rule: expired once the clock's whole seconds reach `exp`.
    if (hit) return Date.now() < hit.expMs ? hit : null;
    let payload: jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    } catch {
      return null;
    }
    if (typeof payload.jti !== 'string' || !/^[0-9a-f-]{36}$/.test(payload.jti)) return null;
    const t = { jti: payload.jti, sub: payload.sub };
    if (typeof payload.exp === 'number') this.checked.set(token, { ...t, expMs: payload.exp * 1000 });
    return t;
  }

  private contextOf(row: SessionRow | null, sub: string | undefined): AuthContext | null {
    if (!row?.isActive || String(row.userId) !== sub) return null;
    return {
      userId: row.userId,
      sessionId: row.sessionId,
      role: row.role,
      email: row.email,
      slug: row.slug,
      emailVerified: row.emailVerifiedAt !== null,
    };
  }

  async resolve(token: string): Promise<AuthContext | null> {
    const t = this.verified(token);
    if (!t) return null;
    const now = this.deps.clock.now();
    const kept = this.cache.get(t.jti, now);
    if (kept) return kept;
    const generation = this.cache.begin();
    const row = await authRepository.activeSession(this.deps.db, t.jti, now);
    const ctx = this.contextOf(row, t.sub);
    if (ctx && row) this.cache.set(t.jti, ctx, row.expiresAt, generation);
    return ctx;
  }

  /**
   * The caller and their membership in the organization `orgSlug`, in one query (organization-
   * scoped routes); `membership.org` is null when no such organization exists.
   */
  async resolveInOrganization(token: string, orgSlug: string) {
    const t = this.verified(token);
    if (!t) return null;
    const now = this.deps.clock.now();
    const kept = this.cache.getIn(t.jti, orgSlug, now);
    if (kept) return kept;
    const generation = this.cache.begin();
    const row = await authRepository.activeSessionInOrganization(this.deps.db, t.jti, now, orgSlug);
    const ctx = this.contextOf(row, t.sub);
    if (!ctx || !row) return null;
    const found = { ctx, membership: { org: row.org, memberId: row.memberId, permissions: row.permissions } };
    this.cache.setIn(t.jti, orgSlug, found, row.expiresAt, generation);
    return found;
  }

  /** What a super admin may do in the admin area: their admin role's permissions, or all (null). */
  adminPermissions(userId: number) {
    return authRepository.adminPermissions(this.deps.db, userId);
  }

  /** Ends one session: its token stops working, and its open realtime connections close. */
  async revoke(jti: string) {
    await authRepository.revokeSession(this.deps.db, jti, this.deps.clock.now());
    this.cache.dropSession(jti);
    this.realtime.endSession(jti);
  }

  /** After a change that ended every session of a person (in its transaction): closes their connections. */
  endedAllOf(userId: number) {
    this.cache.dropUser(userId);
    this.realtime.endUser(userId);
  }

  /** Stops listening for session changes (the app's shutdown). */
  close() {
    return this.cache.close();
  }
}
