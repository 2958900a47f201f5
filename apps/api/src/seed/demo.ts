import { type Database, schema, seedPlans } from '@hctl/db';
import bcrypt from 'bcrypt';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { Ledger, SYSTEM } from '../modules/billing/ledger';

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
    email: 'homecare@hctl.test',
    role: 'organization',
    first_name: 'Hana',
    last_name: 'Lake',
    what: 'Lakeside Home Care owner (organization, approved, Basic plan, 250 HCTL tokens)',
  },
  {
    email: 'admin@hctl.test',
    role: 'super-admin',
    first_name: 'Ada',
    last_name: 'Admin',
    what: 'Super admin',
  },
] as const;

const ORGS = {
  'clinic@hctl.test': { slug: 'riverside-clinic', name: 'Riverside Clinic', premium: true, tokens: 0 },
  'homecare@hctl.test': {
    slug: 'lakeside-home-care',
    name: 'Lakeside Home Care',
    premium: false,
    tokens: 250,
  },
} as const;

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
      const demo = ORGS[a.email as keyof typeof ORGS];
      const [org] = await db
        .insert(schema.organizations)
        .values({
          slug: demo.slug,
          company_name: demo.name,
          owner_id: user.id,
          approval_status: 'approved',
          is_published: true,
          published_at: new Date(),
          city: 'Austin',
          state: 'TX',
        })
        .onConflictDoNothing()
        .returning();
      // The clinic is on Premium so screening questions and promotion can be tried at once; the home-care
      // agency starts on Basic with tokens from an earlier hire, to try upgrading and paying with tokens.
      const premium = await db.query.plans.findFirst({
        where: (p, { eq }) => eq(p.slug, 'organization-premium'),
      });
      if (org && demo.tokens)
        await new Ledger({ db } as AppDeps).post({
          key: `demo:tokens:${demo.slug}`,
          kind: 'reward',
          description: 'Hire on HCTL',
          reference: { reward: 'org_hire', subject: 'demo' },
          entries: [
            { owner: SYSTEM.rewards, amount: -demo.tokens },
            { owner: `org:${org.id}`, amount: demo.tokens },
          ],
        });
      if (org && premium && demo.premium) {
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
