import { type Database, schema } from '@hctl/db';
import type { AnalyticsKind } from '@hctl/db/schema';
import { and, eq, min, ne } from 'drizzle-orm';

const DAY = 86_400_000;
const DAYS = 60;
/** Days of hourly rollups the worker keeps (pipeline.service.ts HOURLY_DAYS). */
const HOURLY_DAYS = 8;

/** A steady, deterministic wobble around `base` for day d (no randomness: the same demo each time). */
const wobble = (base: number, d: number, seed: number) =>
  Math.max(0, Math.round(base + base * 0.5 * Math.sin((d + seed) / 3) + ((d * 7 + seed) % 5) - 2));

/** The hours a demo day's events fall in (UTC), busiest first: working hours, then the evening. */
const HOURS = [14, 15, 13, 16, 10, 11, 17, 9, 12, 18, 19, 8, 20, 21, 7, 22];

/**
 * The last week's days spread over hours, as the worker's hourly rollup would hold them (subjects and
 * their per-hour totals, subject -1), so the analytics page's per-hour view agrees with its days.
 * Today only up to the current hour.
 */
function hourlyOf(daily: (typeof schema.analyticsDaily.$inferInsert)[], now: number) {
  const todayIso = new Date(now).toISOString().slice(0, 10);
  const weekAgo = new Date(now - HOURLY_DAYS * DAY).toISOString().slice(0, 10);
  const out = new Map<string, typeof schema.analyticsHourly.$inferInsert>();
  const bump = (r: typeof schema.analyticsHourly.$inferInsert, subject: number) => {
    const key = `${r.owner_key}|${r.kind}|${subject}|${r.hour.toISOString()}`;
    const x = out.get(key) ?? { ...r, subject_id: subject, count: 0 };
    x.count = (x.count ?? 0) + 1;
    out.set(key, x);
  };
  for (const r of daily) {
    if (r.day < weekAgo) continue;
    const hours = r.day === todayIso ? HOURS.filter((h) => h <= new Date(now).getUTCHours()) : HOURS;
    for (let k = 0; k < (r.count ?? 0); k++) {
      const h = hours.length ? hours[(k * 5 + Number(r.subject_id)) % hours.length] : 0;
      const at = {
        owner_key: r.owner_key,
        kind: r.kind,
        hour: new Date(`${r.day}T${String(h).padStart(2, '0')}:00:00Z`),
      };
      bump(at, Number(r.subject_id));
      bump(at, -1);
    }
  }
  return [...out.values()];
}

/**
 * 60 days of rolled-up analytics for the demo screens (as the worker would have left them): Nora's
 * profile, service and document views; Riverside Clinic's job views and profile views; Theo as
 * Nora's latest viewer. Views leave no other trace, so they are made up (and the services' own view
 * counters are set to the same totals); what is a record elsewhere (applications, interviews, quote
 * requests) is counted from the demo's real rows, so a funnel never shows applicants the applicants
 * page does not have. Runs once (skipped when Nora has any), after the demo's applications.
 */
export async function seedDemoAnalytics(db: Database) {
  const nurse = await db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, 'nurse@hctl.test') });
  const theo = await db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, 'therapist@hctl.test') });
  const clinic = await db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, 'clinic@hctl.test') });
  if (!nurse || !clinic) return;
  const nurseKey = `user:${nurse.id}`;
  const seeded = await db
    .select({ day: schema.analyticsDaily.day })
    .from(schema.analyticsDaily)
    .where(eq(schema.analyticsDaily.owner_key, nurseKey))
    .limit(1);
  if (seeded.length) return;
  const org = await db.query.organizations.findFirst({ where: (o, { eq: e }) => e(o.owner_id, clinic.id) });
  const services = await db.query.services.findMany({
    where: (s, { eq: e }) => e(s.user_id, nurse.id),
    limit: 3,
  });
  const jobs = org
    ? await db.query.jobs.findMany({ where: (j, { eq: e }) => e(j.organization_id, org.id), limit: 4 })
    : [];
  const docs = await db.query.files.findMany({
    where: (f, { and: both, eq: e, inArray: any }) =>
      both(e(f.user_id, nurse.id), any(f.kind, ['resume', 'cover_letter', 'health_document'])),
    limit: 2,
  });
  const rows: (typeof schema.analyticsDaily.$inferInsert)[] = [];
  const today = Date.now();
  const add = (owner: string, kind: AnalyticsKind, subject: number, base: number, seed: number) => {
    for (let d = 0; d < DAYS; d++) {
      const count = wobble(base, d, seed);
      if (count > 0)
        rows.push({
          owner_key: owner,
          kind,
          subject_id: subject,
          day: new Date(today - d * DAY).toISOString().slice(0, 10),
          count,
        });
    }
  };
  add(nurseKey, 'profile_view', 0, 9, 1);
  /** One event per real row, on the day it was made. */
  const count = (owner: string, kind: AnalyticsKind, events: { subject: number; at: Date }[]) => {
    for (const e of events) {
      const iso = e.at.toISOString().slice(0, 10);
      const row = rows.find(
        (r) => r.owner_key === owner && r.kind === kind && r.subject_id === e.subject && r.day === iso,
      );
      if (row) row.count = (row.count ?? 0) + 1;
      else rows.push({ owner_key: owner, kind, subject_id: e.subject, day: iso, count: 1 });
    }
  };
  for (const [i, s] of services.entries()) add(nurseKey, 'service_view', s.id, 6 - i * 2, 3 + i);
  count(
    nurseKey,
    'quote_request',
    (await demoQuoteRequests(db, nurse.id)).map((q) => ({ subject: q.service_id, at: q.created_at })),
  );
  for (const [i, f] of docs.entries()) add(nurseKey, 'document_view', f.id, 1, 7 + i);
  if (org) {
    const orgKey = `org:${org.id}`;
    add(orgKey, 'profile_view', 0, 14, 2);
    for (const [i, j] of jobs.entries()) add(orgKey, 'job_view', j.id, 6 - i, 11 + i);
    const applied = await demoApplications(db, org.id);
    count(
      orgKey,
      'application',
      applied.map((a) => ({ subject: a.job_id, at: a.created_at })),
    );
    count(
      orgKey,
      'interview',
      applied.flatMap((a) => (a.interview_at ? [{ subject: a.job_id, at: a.interview_at }] : [])),
    );
  }
  // The owners' totals over all subjects per kind and day (subject -1), which the charts read.
  const totals = new Map<string, typeof schema.analyticsDaily.$inferInsert>();
  for (const r of rows) {
    const key = `${r.owner_key}|${r.kind}|${r.day}`;
    const t = totals.get(key) ?? { ...r, subject_id: -1, count: 0 };
    t.count = (t.count ?? 0) + (r.count ?? 0);
    totals.set(key, t);
  }
  rows.push(...totals.values());
  if (rows.length) await db.insert(schema.analyticsDaily).values(rows).onConflictDoNothing();
  // The owner's service list shows each service's own counter: the same views as the charts.
  for (const s of services) {
    const views = rows
      .filter((r) => r.owner_key === nurseKey && r.kind === 'service_view' && r.subject_id === s.id)
      .reduce((sum, r) => sum + (r.count ?? 0), 0);
    await db.update(schema.services).set({ views_count: views }).where(eq(schema.services.id, s.id));
  }
  const hourly = hourlyOf(
    rows.filter((r) => r.subject_id !== -1),
    today,
  );
  if (hourly.length) await db.insert(schema.analyticsHourly).values(hourly).onConflictDoNothing();
  if (theo)
    await db
      .insert(schema.profileViewers)
      .values({
        owner_key: nurseKey,
        viewer_user_id: theo.id,
        views: 3,
        last_viewed_at: new Date(today - 2 * 3_600_000),
      })
      .onConflictDoNothing();
  if (org)
    await db
      .insert(schema.profileViewers)
      .values({
        owner_key: `org:${org.id}`,
        viewer_user_id: nurse.id,
        views: 2,
        last_viewed_at: new Date(today - 5 * 3_600_000),
      })
      .onConflictDoNothing();
}

/** The clinic's applications, each with when its first interview was scheduled (if any). */
async function demoApplications(db: Database, orgId: number) {
  const a = schema.jobApplications;
  const i = schema.interviews;
  return db
    .select({ job_id: a.job_id, created_at: a.created_at, interview_at: min(i.created_at) })
    .from(a)
    .leftJoin(i, eq(i.application_id, a.id))
    .where(eq(a.organization_id, orgId))
    .groupBy(a.id);
}

/** Quotations asked of Nora's services (drafts are not asked yet). */
async function demoQuoteRequests(db: Database, userId: number) {
  const q = schema.quotations;
  return db
    .select({ service_id: q.service_id, created_at: q.created_at })
    .from(q)
    .where(and(eq(q.provider_user_id, userId), eq(q.kind, 'service'), ne(q.status, 'draft')));
}
