import { type Database, schema } from '@hctl/db';
import { inArray } from 'drizzle-orm';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The clinic's jobs the demo's hiring records are about. */
export const DEMO_HIRING_JOBS = {
  therapy: 'outpatient-physical-therapist',
  travel: 'travel-er-nurse-13-weeks',
  icu: 'icu-registered-nurse-nights',
} as const;

/**
 * Riverside Clinic's hiring records, so its applicants page, Theo's and Nora's "My jobs", the
 * clinic's job funnel (demo-analytics counts these rows) and the bells (demo-notifications tells of
 * them) agree: Theo, a therapist, applied five days ago to the outpatient therapy job and has a video
 * interview in two days; Nora applied yesterday to the travel ER job, and the clinic invited her two
 * hours ago to apply for the ICU job (left for her to try applying to). Runs once (skipped when the
 * clinic has applications).
 */
export async function seedDemoHiring(db: Database) {
  const org = await db.query.organizations.findFirst({
    where: (o, { eq: e }) => e(o.slug, 'riverside-clinic'),
  });
  if (!org) return;
  if (await db.query.jobApplications.findFirst({ where: (a, { eq: e }) => e(a.organization_id, org.id) }))
    return;
  const jobs = await db.query.jobs.findMany({
    where: (j, { and: both, eq: e, inArray: any }) =>
      both(e(j.organization_id, org.id), any(j.slug, Object.values(DEMO_HIRING_JOBS))),
  });
  const therapy = jobs.find((j) => j.slug === DEMO_HIRING_JOBS.therapy);
  const travel = jobs.find((j) => j.slug === DEMO_HIRING_JOBS.travel);
  const icu = jobs.find((j) => j.slug === DEMO_HIRING_JOBS.icu);
  const people = await db
    .select()
    .from(schema.users)
    .where(inArray(schema.users.email, ['therapist@hctl.test', 'nurse@hctl.test']));
  const theo = people.find((u) => u.email === 'therapist@hctl.test');
  const nora = people.find((u) => u.email === 'nurse@hctl.test');
  if (!therapy || !travel || !icu || !theo || !nora) return;
  const now = Date.now();
  const applied = (user: typeof theo, jobId: number, at: number, status: 'applied' | 'interview') => ({
    job_id: jobId,
    organization_id: org.id,
    user_id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    message_to_recruiter: null,
    status,
    created_at: new Date(at),
    updated_at: new Date(at),
  });
  // In one transaction: the next run skips when applications exist, so all of it or none.
  await db.transaction(async (tx) => {
    const [theoApp] = await tx
      .insert(schema.jobApplications)
      .values([
        applied(theo, therapy.id, now - 5 * DAY, 'interview'),
        applied(nora, travel.id, now - DAY - 3 * HOUR, 'applied'),
      ])
      .returning();
    const scheduledAt = new Date(now - 2 * DAY);
    await tx.insert(schema.interviews).values({
      application_id: theoApp.id,
      organization_id: org.id,
      scheduled_by: org.owner_id,
      schedule_date: atClock(now + 2 * DAY, 10, 'America/Chicago'),
      timezone: 'America/Chicago',
      mode: 'video',
      notes: 'A first talk with the rehab lead, about 30 minutes.',
      created_at: scheduledAt,
      updated_at: scheduledAt,
    });
    await tx.insert(schema.jobInvitations).values({
      job_id: icu.id,
      user_id: nora.id,
      invited_by: org.owner_id,
      message: 'Your ICU background is exactly what our night team needs.',
      created_at: new Date(now - 2 * HOUR),
    });
  });
}

/** The instant a clock in `timeZone` reads `hour`:00 on the day of `dayMs` (daylight saving included). */
function atClock(dayMs: number, hour: number, timeZone: string) {
  const guess = new Date(dayMs);
  guess.setUTCHours(hour, 0, 0, 0);
  const shown = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(guess),
  );
  return new Date(guess.getTime() + (hour - shown) * HOUR);
}
