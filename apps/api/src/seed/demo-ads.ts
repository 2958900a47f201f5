import { type Database, schema } from '@hctl/db';

const DAY = 86_400_000;

/**
 * One approved, running advertisement of Riverside Clinic on the dashboards, so the placement
 * shows something in a demo. Its spend and counters are left to the analytics rollup. Runs once
 * (skipped when the ad exists).
 */
export async function seedDemoAds(db: Database) {
  const slug = 'riverside-clinic-night-shift-nurses';
  if (await db.query.advertisements.findFirst({ where: (a, { eq: e }) => e(a.slug, slug) })) return;
  const clinic = await db.query.organizations.findFirst({
    where: (o, { eq: e }) => e(o.slug, 'riverside-clinic'),
  });
  const admin = await db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, 'admin@hctl.test') });
  const placement = await db.query.adPlacements.findFirst({
    where: (p, { eq: e }) => e(p.slug, 'dashboard'),
  });
  if (!clinic || !placement) return;
  const now = Date.now();
  await db.insert(schema.advertisements).values({
    slug,
    organization_id: clinic.id,
    created_by: clinic.owner_id,
    title: 'Night-shift nurses wanted at Riverside Clinic',
    description: 'Flexible 12-hour night shifts, a sign-on bonus and paid certifications. Austin, TX.',
    cta_title: 'See the openings',
    cta_url: 'https://riverside-clinic.example/careers',
    advertises: 'job',
    category: 'Nursing',
    status: 'promoted',
    review_status: 'approved',
    reviewed_by: admin?.id ?? null,
    reviewed_at: new Date(now - DAY),
    placement_id: placement.id,
    starts_at: new Date(now - DAY),
    ends_at: new Date(now + 365 * DAY),
    budget_cents: 50_000,
  });
}
