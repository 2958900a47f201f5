import type { BENEFITS } from '@hctl/contracts';
import { type Database, schema, seedAdPlacements, seedPlans, seedServiceCategories } from '@hctl/db';
import bcrypt from 'bcrypt';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { Ledger, SYSTEM } from '../modules/billing/ledger';
import { seedDemoAds } from './demo-ads';
import { seedDemoAnalytics } from './demo-analytics';
import { seedDemoGroups } from './demo-groups';
import { seedDemoHiring } from './demo-hiring';
import { seedDemoNotifications } from './demo-notifications';

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
    email: 'therapist@hctl.test',
    role: 'individual',
    first_name: 'Theo',
    last_name: 'Grant',
    what: 'Respiratory therapist (individual; a second person for groups, connections and reviews)',
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
  {
    email: 'moderator@hctl.test',
    role: 'super-admin',
    first_name: 'Milo',
    last_name: 'Moderator',
    what: 'Super admin holding the Moderators role (dashboard and reports: the queue and reports only)',
  },
] as const;

/** The demo's admin role: what a moderator who is not the operator may open. */
const DEMO_ADMIN_ROLE = {
  name: 'Moderators',
  permissions: ['dashboard', 'reports'],
  holder: 'moderator@hctl.test',
};

const INDIVIDUALS = {
  'nurse@hctl.test': {
    occupation: 'ICU Registered Nurse',
    specialty: 'Registered Nurse (RN)',
    address: '1200 Main St',
    about: 'Critical-care RN with 8 years in level I trauma ICUs.',
  },
  'therapist@hctl.test': {
    occupation: 'Respiratory Therapist',
    specialty: 'Respiratory Therapy',
    address: '48 Lamar Blvd',
    about: 'Registered respiratory therapist; ventilator management in adult and neonatal ICUs.',
  },
} as const;

const ORGS = {
  'clinic@hctl.test': { slug: 'riverside-clinic', name: 'Riverside Clinic', premium: true, tokens: 0 },
  'homecare@hctl.test': {
    slug: 'lakeside-home-care',
    name: 'Lakeside Home Care',
    premium: false,
    tokens: 250,
  },
} as const;

/**
 * Demo accounts (a super admin with a published password among them) exist only in development
 * and tests: never in production, whatever SEED_DEMO says.
 */
export const demoDataWanted = (env: NodeJS.ProcessEnv) =>
  env.NODE_ENV !== 'production' && env.SEED_DEMO !== 'false';

/** Idempotent demo data: plans plus one account of each kind, verified, with the demo password. */
export async function seedDemo(db: Database, env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV === 'production') throw new Error('Demo data is never loaded in production.');
  await seedPlans(db);
  await seedServiceCategories(db);
  await seedAdPlacements(db);
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
      const person = INDIVIDUALS[a.email as keyof typeof INDIVIDUALS];
      await db.insert(schema.individualDetails).values({
        user_id: user.id,
        occupation: person?.occupation ?? null,
        specialty: person?.specialty ?? null,
        address: person?.address ?? null,
        city: 'Austin',
        state: 'TX',
        about: person?.about ?? null,
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
  await seedDemoAdminRole(db);
  await seedDemoJobs(db);
  await seedDemoHiring(db);
  await seedDemoServices(db);
  await seedDemoGroups(db);
  await seedDemoNotifications(db);
  await seedDemoAds(db);
  await seedDemoAnalytics(db);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.users)
    .where(eq(schema.users.role, 'individual'));
  return { individuals: count };
}

const DEMO_JOBS = [
  {
    slug: 'icu-registered-nurse-nights',
    title: 'ICU Registered Nurse — Nights',
    category: 'nursing',
    specialty: 'Registered Nurse (RN)',
    employment_type: 'full-time',
    shift: 'night',
    shift_hours: '3 × 12 h',
    pay: [48, 62, 'hour'],
    benefits: ['medical insurance', 'retirement fund', 'tuition assistance'],
    required_licenses: ['RN', 'BLS', 'ACLS'],
    featured: true,
    description:
      'Care for critically ill adults in our 24-bed mixed ICU. 1:2 ratios, a rapid-response team and a unit ' +
      'educator on every shift. Two years of acute-care experience preferred; new ICU nurses get a 12-week orientation.',
  },
  {
    slug: 'travel-er-nurse-13-weeks',
    title: 'Travel ER Nurse — 13 weeks',
    category: 'nursing',
    specialty: 'Registered Nurse (RN)',
    employment_type: 'travel',
    shift: 'rotating',
    shift_hours: '4 × 12 h',
    pay: [2600, 3100, 'week'],
    benefits: ['housing', 'paid time off'],
    required_licenses: ['RN', 'BLS', 'ACLS', 'PALS'],
    featured: true,
    description:
      'Level II trauma emergency department, 38 beds, about 60,000 visits a year. Compact license accepted. ' +
      'Start dates every other Monday.',
  },
  {
    slug: 'outpatient-physical-therapist',
    title: 'Outpatient Physical Therapist',
    category: 'therapy',
    specialty: 'Physical Therapist',
    employment_type: 'full-time',
    shift: 'day',
    shift_hours: 'Mon–Fri 8–5',
    pay: [88000, 104000, 'year'],
    benefits: ['medical insurance', 'tuition assistance'],
    required_licenses: ['PT'],
    featured: false,
    description:
      'Orthopedic and sports outpatient clinic with one-hour evaluations and 45-minute follow-ups. ' +
      'Mentorship toward OCS certification.',
  },
  {
    slug: 'per-diem-medical-assistant',
    title: 'Per Diem Medical Assistant',
    category: 'medical',
    specialty: 'Medical Assistant',
    employment_type: 'per diem',
    shift: 'day',
    shift_hours: 'Flexible',
    pay: [19, 24, 'hour'],
    benefits: [],
    required_licenses: ['CMA'],
    featured: false,
    description: 'Room patients, take vitals and assist with procedures in a busy family-medicine practice.',
  },
] as const satisfies readonly (Record<string, unknown> & {
  benefits: readonly (typeof BENEFITS)[number][];
})[];

/**
 * Open jobs at Riverside Clinic, so a fresh install has something on the home page and to apply to.
 * Only when the clinic has no jobs at all: jobs a demo user deleted are not brought back.
 */
async function seedDemoJobs(db: Database) {
  const org = await db.query.organizations.findFirst({
    where: (o, { eq }) => eq(o.slug, 'riverside-clinic'),
  });
  if (!org) return;
  const any = await db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.organization_id, org.id) });
  if (any) return;
  const now = Date.now();
  await db.insert(schema.jobs).values(
    DEMO_JOBS.map((j, i) => ({
      organization_id: org.id,
      slug: j.slug,
      title: j.title,
      category: j.category,
      specialty: j.specialty,
      employment_type: j.employment_type,
      shift: j.shift,
      shift_hours: j.shift_hours,
      city: 'Austin',
      state: 'TX',
      pay_min_cents: j.pay[0] * 100,
      pay_max_cents: j.pay[1] * 100,
      pay_period: j.pay[2],
      benefits: [...j.benefits],
      required_licenses: [...j.required_licenses],
      description: j.description,
      status: 'published' as const,
      is_featured: j.featured,
      published_at: new Date(now - i * 3_600_000),
      created_by: org.owner_id,
    })),
  );
}

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Services, so the services pages are not empty: the demo nurse (with a verified RN license, so her
 * home-care offer shows the license badge) offers two services; Riverside Clinic asks for one and
 * shows a gallery promoted for the next 30 days. Only for owners who have no services yet.
 */
async function seedDemoServices(db: Database) {
  const s = schema.services;
  const nurse = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'nurse@hctl.test') });
  const clinic = await db.query.organizations.findFirst({
    where: (o, { eq }) => eq(o.slug, 'riverside-clinic'),
  });
  const cats = await db.select().from(schema.serviceCategories);
  const subs = await db.select().from(schema.serviceSubCategories);
  const filedUnder = (catSlug: string, subSlug: string) => {
    const category = cats.find((c) => c.slug === catSlug)!;
    const sub = subs.find((x) => x.category_id === category.id && x.slug === subSlug);
    return { category_id: category.id, sub_category_id: sub?.id ?? null };
  };
  const byPerson = (user: { id: number }) => ({ user_id: user.id, created_by: user.id });
  const byOrganization = (org: { id: number; owner_id: number }) => ({
    organization_id: org.id,
    created_by: org.owner_id,
  });
  const now = Date.now();
  if (nurse && !(await db.query.services.findFirst({ where: (x, { eq }) => eq(x.user_id, nurse.id) }))) {
    const licensed = await db.query.licenses.findFirst({ where: (l, { eq }) => eq(l.user_id, nurse.id) });
    if (!licensed)
      await db.insert(schema.licenses).values({
        user_id: nurse.id,
        license_type: 'Registered Nurse (RN)',
        license_number: 'RN-884213',
        issuing_authority: 'Texas Board of Nursing',
        state: 'TX',
        issue_date: day(now - 3 * 365 * DAY),
        expiry_date: day(now + 2 * 365 * DAY),
        verification_status: 'verified',
      });
    // Service posts' created_at grows with their ids (Nora's, then the clinic's, then Lakeside's):
    // lists ordered newest first by id then read in date order too.
    await db.insert(s).values([
      {
        kind: 'post' as const,
        slug: 'skilled-nursing-visits-in-austin',
        ...byPerson(nurse),
        title: 'Skilled nursing visits in Austin',
        description:
          'In-home skilled nursing by an ICU-trained RN: post-surgical checks, wound care, IV and medication ' +
          'management, and clear updates to your physician after every visit.',
        ...filedUnder('home-health-care', 'skilled-nursing-visits'),
        eligibility: 'Adults within 25 miles of downtown Austin; physician orders for skilled care.',
        health_care_sector: 'Home health',
        tags: ['home care', 'wound care', 'post-surgical', 'RN'],
        location: 'Austin, TX',
        min_range_cents: 9000,
        max_range_cents: 14000,
        created_at: new Date(now - 5 * DAY),
      },
      {
        kind: 'post' as const,
        slug: 'bls-and-acls-refresher-classes',
        ...byPerson(nurse),
        title: 'BLS and ACLS refresher classes',
        description:
          'Small-group BLS and ACLS refresher sessions for clinics and home-care teams, on site or online, ' +
          'with hands-on megacode practice.',
        ...filedUnder('training-and-continuing-education', 'bls-acls'),
        health_care_sector: 'Education',
        tags: ['BLS', 'ACLS', 'CE'],
        location: 'Austin, TX',
        is_remote: true,
        fixed_price_cents: 12500,
        created_at: new Date(now - 4 * DAY),
      },
    ]);
  }
  if (
    clinic &&
    !(await db.query.services.findFirst({ where: (x, { eq }) => eq(x.organization_id, clinic.id) }))
  ) {
    await db.insert(s).values([
      {
        kind: 'request' as const,
        slug: 'mobile-phlebotomy-partner-wanted',
        ...byOrganization(clinic),
        title: 'Mobile phlebotomy partner wanted',
        description:
          'Riverside Clinic is looking for a mobile phlebotomy service to draw labs for about 40 homebound ' +
          'patients a week, with same-day courier to our reference lab.',
        ...filedUnder('lab-and-diagnostics', 'mobile-phlebotomy'),
        health_care_sector: 'Outpatient care',
        tags: ['phlebotomy', 'lab', 'homebound'],
        location: 'Austin, TX',
        get_quote: true,
      },
      {
        kind: 'gallery' as const,
        slug: 'riverside-clinic-outpatient-rehab',
        ...byOrganization(clinic),
        title: 'Riverside Clinic outpatient rehab',
        description:
          'Our new outpatient rehabilitation wing: physical, occupational and speech therapy under one roof, ' +
          'with a full gym, aquatic therapy and same-week evaluations.',
        ...filedUnder('rehabilitation-therapy', 'physical-therapy'),
        eligibility: 'Adults and teens; most insurance plans accepted.',
        health_care_sector: 'Rehabilitation',
        tags: ['rehab', 'physical therapy', 'aquatic therapy'],
        location: 'Austin, TX',
        get_quote: true,
        cta_text: 'Book an evaluation',
        cta_link: 'https://riverside-clinic.example/rehab',
        promotion_start: day(now),
        promotion_end: day(now + 30 * DAY),
        promotion_budget_cents: 5000,
        is_promoted: true,
      },
      {
        kind: 'post' as const,
        slug: 'same-week-physical-therapy-evaluations',
        ...byOrganization(clinic),
        title: 'Same-week physical therapy evaluations',
        description:
          'Licensed physical therapists evaluate new patients within the week, in clinic or by video, and ' +
          'send the referring physician a plan of care within 48 hours.',
        ...filedUnder('rehabilitation-therapy', 'physical-therapy'),
        health_care_sector: 'Rehabilitation',
        tags: ['physical therapy', 'evaluation', 'telehealth'],
        location: 'Austin, TX',
        is_remote: true,
        fixed_price_cents: 15000,
        // Promoted for 30 days (as if paid): the home page and /services show featured services.
        is_promoted: true,
        promoted_until: new Date(now + 30 * DAY),
        created_at: new Date(now - 3 * DAY),
      },
    ]);
  }
  const homeCare = await db.query.organizations.findFirst({
    where: (o, { eq }) => eq(o.slug, 'lakeside-home-care'),
  });
  if (
    homeCare &&
    !(await db.query.services.findFirst({ where: (x, { eq }) => eq(x.organization_id, homeCare.id) }))
  ) {
    await db.insert(s).values({
      kind: 'post' as const,
      slug: 'companion-and-personal-care-at-home',
      ...byOrganization(homeCare),
      title: 'Companion and personal care at home',
      description:
        'Certified nursing assistants for bathing, dressing, meals and companionship, from four hours a ' +
        'week to live-in care, with a care coordinator you can call any time.',
      ...filedUnder('home-health-care', 'personal-care'),
      health_care_sector: 'Home health',
      tags: ['personal care', 'companionship', 'CNA'],
      location: 'Round Rock, TX',
      min_range_cents: 2800,
      max_range_cents: 3600,
      is_promoted: true,
      promoted_until: new Date(now + 30 * DAY),
      created_at: new Date(now - 2 * DAY),
    });
  }
}

/** The Moderators role, held by the demo moderator (once: a second run finds both). */
async function seedDemoAdminRole(db: Database) {
  const holder = await db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, DEMO_ADMIN_ROLE.holder),
  });
  if (!holder) return;
  await db
    .insert(schema.adminRoles)
    .values({ name: DEMO_ADMIN_ROLE.name, permissions: DEMO_ADMIN_ROLE.permissions })
    .onConflictDoNothing();
  const role = await db.query.adminRoles.findFirst({
    where: (r) => sql`lower(${r.name}) = lower(${DEMO_ADMIN_ROLE.name})`,
  });
  if (role)
    await db
      .insert(schema.adminRoleUsers)
      .values({ user_id: holder.id, role_id: role.id })
      .onConflictDoNothing();
}
