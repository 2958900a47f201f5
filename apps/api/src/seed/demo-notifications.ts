import { type Database, schema } from '@hctl/db';
import { eq, inArray } from 'drizzle-orm';
import { meetingTimeText } from '../lib/meeting-time';

const HOUR = 3_600_000;

/**
 * The demo's bells, written as the app writes them for the demo's hiring records (demo-hiring):
 * Nora's unread invitation to apply; Theo's application update (read) and his interview invitation
 * (unread); the clinic owner's two unread applicants, gathered per job for the digest as the app
 * does. Nothing here names a record that does not exist. Runs once (skipped when Nora has any).
 */
export async function seedDemoNotifications(db: Database) {
  const people = await db
    .select()
    .from(schema.users)
    .where(inArray(schema.users.email, ['nurse@hctl.test', 'therapist@hctl.test', 'clinic@hctl.test']));
  const [nora, theo, owner] = ['nurse@hctl.test', 'therapist@hctl.test', 'clinic@hctl.test'].map((e) =>
    people.find((u) => u.email === e),
  );
  if (!nora || !theo || !owner) return;
  if (await db.query.notifications.findFirst({ where: (n, { eq: e }) => e(n.user_id, nora.id) })) return;
  const org = await db.query.organizations.findFirst({ where: (o, { eq: e }) => e(o.owner_id, owner.id) });
  if (!org) return;
  const { jobApplications: a, jobs: j, interviews: i, jobInvitations: inv } = schema;
  const applications = await db
    .select({ app: a, job: j, interview: i })
    .from(a)
    .innerJoin(j, eq(j.id, a.job_id))
    .leftJoin(i, eq(i.application_id, a.id))
    .where(eq(a.organization_id, org.id));
  const invitations = await db
    .select({ invitation: inv, job: j })
    .from(inv)
    .innerJoin(j, eq(j.id, inv.job_id))
    .where(eq(j.organization_id, org.id));
  const slugOf = (userId: number) => people.find((u) => u.id === userId)?.slug;
  const rows: (typeof schema.notifications.$inferInsert)[] = [];
  for (const { invitation, job } of invitations)
    rows.push({
      user_id: invitation.user_id,
      type: 'job.invitation',
      title: `${org.company_name} invites you to apply: ${job.title}`,
      body: invitation.message ?? '',
      link: `/organization/jobs/${org.slug}/details/${job.slug}`,
      data: { job_id: job.id },
      actor_user_id: owner.id,
      created_at: invitation.created_at,
    });
  for (const { app, job, interview } of applications) {
    rows.push({
      user_id: owner.id,
      organization_id: org.id,
      type: 'application.received',
      title: `${app.first_name} ${app.last_name} applied for ${job.title}`,
      link: `/organization/${org.slug}/applicants`,
      data: { application_id: app.id, job_id: job.id, group_title: `new applicants to ${job.title}` },
      group_key: `job:${job.id}:applicants`,
      actor_user_id: app.user_id,
      created_at: app.created_at,
    });
    if (!interview) continue;
    rows.push(
      {
        user_id: app.user_id,
        type: 'application.status',
        title: `${org.company_name} updated your application for ${job.title}`,
        body: `Status: ${app.status}.`,
        link: `/individual/${slugOf(app.user_id)}/jobs`,
        data: { application_id: app.id, job_id: job.id, status: app.status },
        actor_user_id: owner.id,
        read_at: new Date(interview.created_at.getTime() + 2 * HOUR),
        created_at: new Date(interview.created_at.getTime() - HOUR),
      },
      {
        user_id: app.user_id,
        type: 'interview.invited',
        title: `${org.company_name} invited you to an interview for ${job.title}`,
        body: `${interview.mode} interview on ${meetingTimeText(interview.schedule_date, interview.timezone)}.`,
        link: `/individual/${slugOf(app.user_id)}/jobs?view=interviews`,
        data: { interview_id: interview.id, application_id: app.id, job_id: job.id },
        actor_user_id: owner.id,
        created_at: interview.created_at,
      },
    );
  }
  // Inserted oldest first: the bell pages by id, and real ids grow with time.
  rows.sort((x, y) => (x.created_at?.getTime() ?? 0) - (y.created_at?.getTime() ?? 0));
  if (rows.length) await db.insert(schema.notifications).values(rows);
}
