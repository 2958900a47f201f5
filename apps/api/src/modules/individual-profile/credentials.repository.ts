import { type Executor, schema } from '@hctl/db';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';

const { licenses: l, certificates: c, users: u, credentialReminders: r } = schema;

/** The owner a reminder is addressed to. */
const holder = { email: u.email, first: u.first_name, user_id: u.id, slug: u.slug };

export type CredentialKind = 'license' | 'certificate';
export type LicenseVerificationStatus = 'pending' | 'verified' | 'unverified';

/** Licenses and certificates: expiry reminders, the daily expiry mark and the admin's verification. */
export const credentialsRepository = {
  /** Licenses expiring between `from` and `to` (inclusive days), with their owner's address. */
  licensesExpiring: (db: Executor, from: string, to: string) =>
    db
      .select({
        id: l.id,
        expiry: l.expiry_date,
        name: sql<string>`${l.license_type} || ' license ' || ${l.license_number}`,
        ...holder,
      })
      .from(l)
      .innerJoin(u, eq(u.id, l.user_id))
      .where(and(gte(l.expiry_date, from), lte(l.expiry_date, to))),

  certificatesExpiring: (db: Executor, from: string, to: string) =>
    db
      .select({
        id: c.id,
        expiry: c.expiry_date,
        name: c.name,
        ...holder,
      })
      .from(c)
      .innerJoin(u, eq(u.id, c.user_id))
      .where(and(gte(c.expiry_date, from), lte(c.expiry_date, to))),

  /** Claims one reminder; false when it was sent before (the unique key makes each go out once). */
  async claimReminder(
    db: Executor,
    v: { kind: CredentialKind; itemId: number; thresholdDays: number; expiry: string },
  ) {
    const inserted = await db
      .insert(r)
      .values({ kind: v.kind, item_id: v.itemId, threshold_days: v.thresholdDays, expiry_date: v.expiry })
      .onConflictDoNothing()
      .returning({ id: r.id });
    return inserted.length > 0;
  },

  /** Marks licenses and certificates whose expiry day has come; returns how many changed. */
  async markExpired(db: Executor, today: string) {
    const expiredLicenses = await db
      .update(l)
      .set({ verification_status: 'expired', updated_at: sql`now()` })
      .where(and(lte(l.expiry_date, today), ne(l.verification_status, 'expired')))
      .returning({ id: l.id });
    const expiredCertificates = await db
      .update(c)
      .set({ is_expired: true, updated_at: sql`now()` })
      .where(and(lte(c.expiry_date, today), eq(c.is_expired, false)))
      .returning({ id: c.id });
    return expiredLicenses.length + expiredCertificates.length;
  },

  async setLicenseVerification(db: Executor, id: number, status: LicenseVerificationStatus) {
    const [updated] = await db
      .update(l)
      .set({ verification_status: status, updated_at: sql`now()` })
      .where(eq(l.id, id))
      .returning({ id: l.id, user_id: l.user_id, verification_status: l.verification_status });
    return updated ?? null;
  },
};
