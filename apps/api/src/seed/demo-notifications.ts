import { type Database, schema } from '@hctl/db';
import { eq, inArray } from 'drizzle-orm';
import {
  applicationReceivedNotice,
  applicationStatusNotice,
  interviewInvitedNotice,
  jobInvitationNotice,
} from '../modules/jobs/hiring.notices';

const HOUR = 3_600_000;

/**
 * The demo's bells, written as the app writes them for the demo's hiring records (demo-hiring):
 * Nora's unread invitation to apply; Theo's shortlisting (read) and his interview invitation
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
  const slugOf = (userId: number) => people.find((u) => u.id === userId)?.slug ?? null;
  const rows: (typeof schema.notifications.$inferInsert)[] = [];
  /** A notice of hiring.notices as the row the notifications module stores for it. */
  const add = (
    userId: number,
    {
      groupKey,
      ...notice
    }: {
      type: string;
      title: string;
      body?: string;
      link: string | null;
      data: Record<string, unknown>;
      groupKey?: string;
    },
    row: Partial<typeof schema.notifications.$inferInsert>,
  ) =>
    rows.push({ user_id: userId, ...notice, group_key: groupKey ?? null, actor_user_id: owner.id, ...row });
  for (const { invitation, job } of invitations)
    add(invitation.user_id, jobInvitationNotice(org, job, invitation.message), {
      created_at: invitation.created_at,
    });
  for (const { app, job, interview } of applications) {
    add(owner.id, applicationReceivedNotice(org, job, app), {
      organization_id: org.id,
      actor_user_id: app.user_id,
      created_at: app.created_at,
    });
    if (!interview) continue;
    // The way to an interview: shortlisted first (read), then invited (waiting for an answer).
    add(app.user_id, applicationStatusNotice(org, job, app.id, 'shortlisted', slugOf(app.user_id)), {
      read_at: new Date(interview.created_at.getTime() + 2 * HOUR),
      created_at: new Date(interview.created_at.getTime() - HOUR),
    });
    add(app.user_id, interviewInvitedNotice(org, job, interview, app.id, slugOf(app.user_id)), {
      created_at: interview.created_at,
    });
  }
  // Inserted oldest first: the bell pages by id, and real ids grow with time.
  rows.sort((x, y) => (x.created_at?.getTime() ?? 0) - (y.created_at?.getTime() ?? 0));
  if (rows.length) await db.insert(schema.notifications).values(rows);
}
