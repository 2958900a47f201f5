import { type Database, schema, seedPlans } from '@hctl/db';
import bcrypt from 'bcrypt';
import { eq, sql } from 'drizzle-orm';

export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_ACCOUNTS = [
  {
    email: 'nurse@hctl.test',
    role: 'individual',
    first_name: 'Nora',
    last_name: 'Reyes',
    what: 'Registered nurse (individual)',
  },
  {
    email: 'clinic@hctl.test',
    role: 'organization',
    first_name: 'Owen',
    last_name: 'Clark',
    what: 'Riverside Clinic owner (organization, approved, Premium plan)',
  },
  {
    email: 'admin@hctl.test',
    role: 'super-admin',
    first_name: 'Ada',
    last_name: 'Admin',
    what: 'Super admin',
  },
] as const;

/** Idempotent demo data: plans plus one account of each kind, verified, with the demo password. */
export async function seedDemo(db: Database) {
  await seedPlans(db);
  const hash = await bcrypt.hash(DEMO_PASSWORD, 10);
  for (const a of DEMO_ACCOUNTS) {
    const slug = `${a.first_name}-${a.last_name}`.toLowerCase();
    const [user] = await db
      .insert(schema.users)
      .values({
        slug,
        email: a.email,
        password_hash: hash,
        role: a.role,
        first_name: a.first_name,
        last_name: a.last_name,
        category: a.role === 'individual' ? 'professional' : null,
        email_verified_at: new Date(),
        referral_code: `DEMO${slug
          .replace(/[^a-z]/g, '')
          .slice(0, 8)
          .toUpperCase()}`,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) continue;
    if (a.role !== 'organization') {
      await db.insert(schema.individualDetails).values({
        user_id: user.id,
        occupation: a.role === 'individual' ? 'ICU Registered Nurse' : null,
        specialty: a.role === 'individual' ? 'Registered Nurse (RN)' : null,
        address: a.role === 'individual' ? '1200 Main St' : null,
        city: 'Austin',
        state: 'TX',
        about: a.role === 'individual' ? 'Critical-care RN with 8 years in level I trauma ICUs.' : null,
        languages: ['english', 'spanish'],
        is_published: true,
        published_at: new Date(),
      });
    } else {
      const [org] = await db
        .insert(schema.organizations)
        .values({
          slug: 'riverside-clinic',
          company_name: 'Riverside Clinic',
          owner_id: user.id,
          approval_status: 'approved',
          is_published: true,
          published_at: new Date(),
          city: 'Austin',
          state: 'TX',
        })
        .onConflictDoNothing()
        .returning();
      // The demo clinic is on Premium so screening questions and promotion can be tried locally.
      const premium = await db.query.plans.findFirst({
        where: (p, { eq }) => eq(p.slug, 'organization-premium'),
      });
      if (org && premium) {
        await db
          .insert(schema.subscriptions)
          .values({ organization_id: org.id, plan_id: premium.id, transaction_id: 'demo' });
      }
    }
  }
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.users)
    .where(eq(schema.users.role, 'individual'));
  return { individuals: count };
}
