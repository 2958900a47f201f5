import { type Database, type Executor, schema } from '@hctl/db';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { prepared } from '../../lib/prepared';

const { users, sessions, otpCodes, passwordResets, individualDetails } = schema;
const { organizations: o, organizationUsers: ou, orgRoles: r } = schema;
export type UserRow = typeof users.$inferSelect;
export type IndividualRow = typeof individualDetails.$inferSelect;

/** The caller as a session names them. */
const sessionColumns = {
  sessionId: sessions.id,
  userId: users.id,
  role: users.role,
  email: users.email,
  slug: users.slug,
  isActive: users.is_active,
  emailVerifiedAt: users.email_verified_at,
  expiresAt: sessions.expires_at,
};
/** The session `jti`, neither revoked nor expired at `now` (placeholders). */
const liveSession = and(
  eq(sessions.id, sql.placeholder('jti')),
  isNull(sessions.revoked_at),
  gt(sessions.expires_at, sql.placeholder('now')),
);

const activeSessionStmt = prepared((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(liveSession)
    .limit(1)
    .prepare('active_session'),
);

/**
 * The session and, in the same round trip, the organization named by the route and the caller's
 * membership in it: every organization-scoped request starts here (one query instead of two).
 */
const sessionInOrganizationStmt = prepared((db) =>
  db
    .select({
      ...sessionColumns,
      org: o,
      memberId: ou.id,
      permissions: r.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(o, eq(o.slug, sql.placeholder('org')))
    .leftJoin(ou, and(eq(ou.organization_id, o.id), eq(ou.user_id, users.id)))
    .leftJoin(r, eq(r.id, ou.role_id))
    .where(liveSession)
    .limit(1)
    .prepare('active_session_in_organization'),
);

const adminPermissionsStmt = prepared((db) =>
  db
    .select({ permissions: schema.adminRoles.permissions })
    .from(schema.adminRoleUsers)
    .innerJoin(schema.adminRoles, eq(schema.adminRoles.id, schema.adminRoleUsers.role_id))
    .where(eq(schema.adminRoleUsers.user_id, sql.placeholder('userId')))
    .limit(1)
    .prepare('admin_permissions'),
);

export const authRepository = {
  /** The permissions of the admin role a super admin holds; null when none is assigned. */
  async adminPermissions(db: Database, userId: number) {
    const [row] = await adminPermissionsStmt(db).execute({ userId });
    return row ? row.permissions : null;
  },

  async activeSessionInOrganization(db: Database, jti: string, now: Date, orgSlug: string) {
    const [row] = await sessionInOrganizationStmt(db).execute({ jti, now, org: orgSlug });
    return row ?? null;
  },

  async userByEmail(db: Executor, email: string) {
    const [u] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return u ?? null;
  },

  async userById(db: Executor, id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return u ?? null;
  },

  async userByReferralCode(db: Executor, code: string) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.referral_code, code)).limit(1);
    return u ?? null;
  },

  async insertUser(db: Executor, values: typeof users.$inferInsert) {
    const [u] = await db.insert(users).values(values).returning();
    return u;
  },

  /**
   * Account-state changes (verification, activation, password, phone) leave `updated_at` alone:
   * spec §4 routes a new individual by created_at = updated_at, so only profile edits bump it
   * (pass `touch: true`).
   */
  updateUser: (db: Executor, id: number, values: Partial<typeof users.$inferInsert>, touch = false) =>
    db
      .update(users)
      .set(touch ? { ...values, updated_at: sql`now()` } : values)
      .where(eq(users.id, id)),

  async individualByUser(db: Executor, userId: number) {
    const [d] = await db
      .select()
      .from(individualDetails)
      .where(eq(individualDetails.user_id, userId))
      .limit(1);
    return d ?? null;
  },

  insertIndividual: (db: Executor, userId: number) =>
    db.insert(individualDetails).values({ user_id: userId }),

  insertSession: (db: Executor, values: typeof sessions.$inferInsert) => db.insert(sessions).values(values),

  /** Every signed-in request runs this: one indexed lookup, prepared once (see lib/prepared). */
  async activeSession(db: Database, jti: string, now: Date) {
    const [row] = await activeSessionStmt(db).execute({ jti, now });
    return row ?? null;
  },

  revokeSession: (db: Executor, jti: string, now: Date) =>
    db
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.id, jti), isNull(sessions.revoked_at))),

  /** A moderator's suspension of the account (account_flags, the admin area's switches), if any. */
  async suspension(db: Executor, userId: number) {
    const [row] = await db
      .select({ at: schema.accountFlags.suspended_at, reason: schema.accountFlags.suspension_reason })
      .from(schema.accountFlags)
      .where(eq(schema.accountFlags.user_id, userId))
      .limit(1);
    return row?.at ? row : null;
  },

  setSuspension: (db: Executor, userId: number, at: Date | null, reason: string | null) =>
    db
      .insert(schema.accountFlags)
      .values({ user_id: userId, suspended_at: at, suspension_reason: reason, updated_at: new Date() })
      .onConflictDoUpdate({
        target: schema.accountFlags.user_id,
        set: { suspended_at: at, suspension_reason: reason, updated_at: new Date() },
      }),

  /** Ends a standing suspension; false when there was none (already lifted, or never suspended). */
  async clearSuspension(db: Executor, userId: number) {
    const f = schema.accountFlags;
    const lifted = await db
      .update(f)
      .set({ suspended_at: null, suspension_reason: null, updated_at: new Date() })
      .where(and(eq(f.user_id, userId), isNotNull(f.suspended_at)))
      .returning({ user_id: f.user_id });
    return lifted.length > 0;
  },

  revokeAllSessions: (db: Executor, userId: number, now: Date) =>
    db
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at))),

  async insertOtp(db: Executor, values: typeof otpCodes.$inferInsert) {
    // A new code replaces every earlier unused one of the same purpose.
    await db
      .update(otpCodes)
      .set({ consumed_at: sql`now()` })
      .where(
        and(
          eq(otpCodes.user_id, values.user_id),
          eq(otpCodes.purpose, values.purpose),
          isNull(otpCodes.consumed_at),
        ),
      );
    await db.insert(otpCodes).values(values);
  },

  async latestOtp(db: Executor, userId: number, purpose: 'login' | 'phone') {
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.user_id, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumed_at)))
      .orderBy(desc(otpCodes.created_at))
      .limit(1);
    return row ?? null;
  },

  countOtpFailure: (db: Executor, id: number) =>
    db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, id))
      .returning({ attempts: otpCodes.attempts }),

  consumeOtp: (db: Executor, id: number, now: Date) =>
    db
      .update(otpCodes)
      .set({ consumed_at: now })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumed_at)))
      .returning({ id: otpCodes.id }),

  insertPasswordReset: (db: Executor, values: typeof passwordResets.$inferInsert) =>
    db.insert(passwordResets).values(values),

  async passwordResetByToken(db: Executor, tokenHash: string) {
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.token_hash, tokenHash))
      .limit(1);
    return row ?? null;
  },

  usePasswordReset: (db: Executor, id: number, now: Date) =>
    db
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.used_at)))
      .returning({ id: passwordResets.id }),

  /** Any password change ends every outstanding reset link of the user. */
  usePasswordResetsOf: (db: Executor, userId: number, now: Date) =>
    db
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at))),
};
