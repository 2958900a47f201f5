import type {
  candidateInterviewStatusBody,
  interviewStoreBody,
  jobInvitationBody,
  orgInterviewStatusBody,
} from '@hctl/contracts';
import { schema } from '@hctl/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, invalid, notFound, pgErrorCode } from '../../lib/errors';
import { iso } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { ApplicationsService } from './applications.service';
import { jobsRepository as jobsRepo } from './jobs.repository';

const {
  interviews: iv,
  jobApplications: a,
  jobs: j,
  organizations: o,
  users: u,
  jobInvitations: inv,
} = schema;
type Row = typeof iv.$inferSelect;
const FINAL = ['rejected', 'no_show', 'cancelled', 'completed'];
/** Which status each change may come from (spec §4: accept, reject, confirm, reschedule, request reschedule, no-show). */
const FROM: Record<string, string[]> = {
  accepted: ['scheduled', 'rescheduled'],
  rejected: ['scheduled', 'rescheduled', 'accepted', 'confirmed'],
  reschedule_requested: ['scheduled', 'rescheduled', 'accepted', 'confirmed'],
  confirmed: ['accepted'],
  rescheduled: ['scheduled', 'reschedule_requested', 'accepted', 'confirmed', 'rescheduled'],
  no_show: ['accepted', 'confirmed'],
  cancelled: ['scheduled', 'reschedule_requested', 'accepted', 'confirmed', 'rescheduled'],
  completed: ['accepted', 'confirmed'],
};
const LABEL: Record<string, string> = {
  accepted: 'accepted',
  rejected: 'declined',
  reschedule_requested: 'asked for another time for',
  confirmed: 'confirmed',
  rescheduled: 'rescheduled',
  no_show: 'marked as a no-show',
  cancelled: 'cancelled',
  completed: 'completed',
};

const toInterview = (r: Row, extra: Record<string, unknown> = {}) => ({
  id: r.id,
  application_id: r.application_id,
  status: r.status,
  schedule_date: iso(r.schedule_date),
  timezone: r.timezone,
  mode: r.mode,
  location: r.location,
  notes: r.notes,
  org_joined_at: iso(r.org_joined_at),
  candidate_joined_at: iso(r.candidate_joined_at),
  ended_at: iso(r.ended_at),
  channel: `interview-${r.id}`,
  ...extra,
});

/** Interviews from both sides, each change mailed to the other side; and invitations to apply. */
export class InterviewsService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private applications: ApplicationsService,
    private outbox: OutboxService,
  ) {}

  private async notify(to: string, subject: string, text: string) {
    await this.outbox.send({ channel: 'email', to, template: 'interview-update', subject, text });
  }

  private check(current: string, next: string) {
    if (FINAL.includes(current) || !FROM[next]?.includes(current)) {
      throw conflict(
        `This interview is ${current.replace('_', ' ')} and cannot be ${LABEL[next] ?? next} now.`,
      );
    }
  }

  async store(slug: string, auth: AuthContext, body: z.output<typeof interviewStoreBody>) {
    const { org, app, job } = await this.applications.applicationFor(slug, auth, body.application_id);
    const when = new Date(body.schedule_date);
    if (when.getTime() < this.deps.clock.now().getTime())
      throw invalid({ schedule_date: 'Choose a time in the future.' });
    const [row] = await this.deps.db.transaction(async (tx) => {
      await tx.update(a).set({ status: 'interview', updated_at: sql`now()` }).where(eq(a.id, app.id));
      return tx
        .insert(iv)
        .values({
          application_id: app.id,
          organization_id: org.id,
          scheduled_by: auth.userId,
          schedule_date: when,
          timezone: body.timezone,
          mode: body.mode,
          location: body.location ?? null,
          notes: body.notes ?? null,
        })
        .returning();
    });
    await this.notify(
      app.email,
      `Interview for ${job.title}`,
      `Hello ${app.first_name},\n\n${org.company_name} invited you to a ${body.mode} interview for ${job.title} on ${body.schedule_date} (${body.timezone}). Accept, decline or ask for another time under My jobs on HCTL.`,
    );
    return { message: 'The interview has been scheduled.', data: toInterview(row) };
  }

  async orgList(slug: string, auth: AuthContext) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'interviews');
    const rows = await this.deps.db
      .select({
        iv,
        candidate: { first_name: a.first_name, last_name: a.last_name, email: a.email },
        job: { slug: j.slug, title: j.title },
      })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(j, eq(j.id, a.job_id))
      .where(eq(iv.organization_id, org.id))
      .orderBy(asc(iv.schedule_date))
      .limit(500);
    return rows.map((r) => toInterview(r.iv, { candidate: r.candidate, job: r.job }));
  }

  private async orgInterview(slug: string, auth: AuthContext, id: number) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'interviews');
    const [row] = await this.deps.db
      .select({ iv, app: a, job: j })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(j, eq(j.id, a.job_id))
      .where(and(eq(iv.id, id), eq(iv.organization_id, org.id)))
      .limit(1);
    if (!row) throw notFound('Interview not found.');
    return { org, ...row };
  }

  async orgChange(
    slug: string,
    auth: AuthContext,
    id: number,
    body: z.output<typeof orgInterviewStatusBody>,
  ) {
    const { org, iv: row, app, job } = await this.orgInterview(slug, auth, id);
    this.check(row.status, body.status);
    const values: Partial<typeof iv.$inferInsert> = { status: body.status };
    if (body.status === 'rescheduled') values.schedule_date = new Date(body.schedule_date!);
    const [updated] = await this.deps.db
      .update(iv)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(iv.id, row.id))
      .returning();
    const when =
      body.status === 'rescheduled' ? ` The new time is ${body.schedule_date} (${row.timezone}).` : '';
    await this.notify(
      app.email,
      `Interview for ${job.title}: ${LABEL[body.status]}`,
      `Hello ${app.first_name},\n\n${org.company_name} ${LABEL[body.status]} your interview for ${job.title}.${when}\n\nThe HCTL team`,
    );
    return { message: `The interview has been ${LABEL[body.status]}.`, data: toInterview(updated) };
  }

  async joined(slug: string, auth: AuthContext, id: number) {
    const { iv: row } = await this.orgInterview(slug, auth, id);
    const [updated] = await this.deps.db
      .update(iv)
      .set({ org_joined_at: this.deps.clock.now() })
      .where(eq(iv.id, row.id))
      .returning();
    return { message: 'Joined the interview.', data: toInterview(updated) };
  }

  /** The candidate's interviews with the job and organization. */
  async mine(auth: AuthContext) {
    const rows = await this.deps.db
      .select({
        iv,
        job: { slug: j.slug, title: j.title },
        org: { slug: o.slug, company_name: o.company_name },
      })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(j, eq(j.id, a.job_id))
      .innerJoin(o, eq(o.id, iv.organization_id))
      .where(eq(a.user_id, auth.userId))
      .orderBy(asc(iv.schedule_date));
    return rows.map((r) => toInterview(r.iv, { job: r.job, organization: r.org }));
  }

  private async candidateInterview(auth: AuthContext, id: number) {
    const [row] = await this.deps.db
      .select({ iv, app: a, job: j, org: o })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(j, eq(j.id, a.job_id))
      .innerJoin(o, eq(o.id, iv.organization_id))
      .where(and(eq(iv.id, id), eq(a.user_id, auth.userId)))
      .limit(1);
    if (!row) throw notFound('Interview not found.');
    return row;
  }

  async candidateChange(auth: AuthContext, id: number, body: z.output<typeof candidateInterviewStatusBody>) {
    const { iv: row, app, job, org } = await this.candidateInterview(auth, id);
    this.check(row.status, body.status);
    const [updated] = await this.deps.db
      .update(iv)
      .set({ status: body.status, updated_at: sql`now()` })
      .where(eq(iv.id, row.id))
      .returning();
    const scheduler = row.scheduled_by
      ? await this.deps.db.query.users.findFirst({ where: (x, { eq }) => eq(x.id, row.scheduled_by!) })
      : null;
    const owner = await this.deps.db.query.users.findFirst({ where: (x, { eq }) => eq(x.id, org.owner_id) });
    const proposal =
      body.status === 'reschedule_requested' && body.schedule_date
        ? ` They proposed ${body.schedule_date}.`
        : '';
    for (const to of new Set([scheduler?.email, owner?.email].filter(Boolean) as string[])) {
      await this.notify(
        to,
        `${app.first_name} ${app.last_name} ${LABEL[body.status]} the interview`,
        `${app.first_name} ${app.last_name} ${LABEL[body.status]} the interview for ${job.title}.${proposal}`,
      );
    }
    return { message: `You ${LABEL[body.status]} the interview.`, data: toInterview(updated) };
  }

  async candidateJoin(auth: AuthContext, userId: number, channel: string) {
    if (userId !== auth.userId) throw forbidden('You can only join your own interviews.');
    const id = Number(/^interview-(\d+)$/.exec(channel)?.[1]);
    if (!id) throw notFound('Interview not found.');
    const { iv: row } = await this.candidateInterview(auth, id);
    const [updated] = await this.deps.db
      .update(iv)
      .set({ candidate_joined_at: this.deps.clock.now() })
      .where(eq(iv.id, row.id))
      .returning();
    return { message: 'Joined the interview.', data: toInterview(updated) };
  }

  /** Either participant ends the call; a confirmed or accepted interview then counts as completed. */
  async endCall(auth: AuthContext, id: number) {
    const [row] = await this.deps.db
      .select({ iv, app: a, org: o })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(o, eq(o.id, iv.organization_id))
      .where(eq(iv.id, id))
      .limit(1);
    if (!row) throw notFound('Interview not found.');
    const isCandidate = row.app.user_id === auth.userId;
    const isTeam = isCandidate ? false : await this.orgs.can(row.org.slug, auth.userId, 'interviews');
    if (!isCandidate && !isTeam) throw notFound('Interview not found.');
    const status = ['accepted', 'confirmed'].includes(row.iv.status) ? 'completed' : row.iv.status;
    const [updated] = await this.deps.db
      .update(iv)
      .set({ ended_at: this.deps.clock.now(), status, updated_at: sql`now()` })
      .where(eq(iv.id, id))
      .returning();
    return { message: 'The call has ended.', data: toInterview(updated) };
  }

  async invite(slug: string, auth: AuthContext, jobSlug: string, body: z.output<typeof jobInvitationBody>) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'applicants');
    const job = await jobsRepo.bySlug(this.deps.db, org.id, jobSlug);
    if (!job) throw notFound('Job not found.');
    if (job.status !== 'published') throw invalid({ job: 'Publish the job before inviting candidates.' });
    const person = await this.deps.db.query.users.findFirst({
      where: (x, { eq }) => eq(x.slug, body.user_slug),
    });
    if (person?.role !== 'individual' || !person.is_active)
      throw invalid({ user_slug: 'Choose a professional to invite.' });
    try {
      await this.deps.db.insert(inv).values({
        job_id: job.id,
        user_id: person.id,
        invited_by: auth.userId,
        message: body.message ?? null,
      });
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw conflict('This professional was already invited to this job.');
      throw err;
    }
    await this.notify(
      person.email,
      `${org.company_name} invites you to apply: ${job.title}`,
      `Hello ${person.first_name},\n\n${org.company_name} thinks you would be a great fit for ${job.title}.${body.message ? `\n\n"${body.message}"` : ''}\n\nSee the job: ${this.deps.config.APP_URL}/organization/jobs/${org.slug}/details/${job.slug}`,
    );
    return { message: 'The invitation has been sent.', data: { job_slug: job.slug, user_slug: person.slug } };
  }

  async invitees(slug: string, auth: AuthContext) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'applicants');
    const rows = await this.deps.db
      .select({
        id: inv.id,
        created_at: inv.created_at,
        job: { slug: j.slug, title: j.title },
        person: { slug: u.slug, first_name: u.first_name, last_name: u.last_name },
      })
      .from(inv)
      .innerJoin(j, eq(j.id, inv.job_id))
      .innerJoin(u, eq(u.id, inv.user_id))
      .where(eq(j.organization_id, org.id))
      .orderBy(desc(inv.created_at))
      .limit(500);
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  async myInvitations(auth: AuthContext) {
    const rows = await this.deps.db
      .select({
        id: inv.id,
        message: inv.message,
        created_at: inv.created_at,
        job: { slug: j.slug, title: j.title, status: j.status },
        org: { slug: o.slug, company_name: o.company_name },
      })
      .from(inv)
      .innerJoin(j, eq(j.id, inv.job_id))
      .innerJoin(o, eq(o.id, j.organization_id))
      .where(eq(inv.user_id, auth.userId))
      .orderBy(desc(inv.created_at));
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }
}
