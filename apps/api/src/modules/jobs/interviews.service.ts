import type {
  CallView,
  candidateInterviewStatusBody,
  InviteeView,
  interviewStoreBody,
  jobInvitationBody,
  MyInterviewView,
  MyJobInvitationView,
  OrgInterviewView,
  orgInterviewStatusBody,
} from '@hctl/contracts';
import { canChangeInterview, INTERVIEWABLE_STATUSES } from '@hctl/contracts/constants';

/** Statuses an interview may be stored from: before one, and another round during one. */
const SCHEDULABLE = [...INTERVIEWABLE_STATUSES, 'interview'];

import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext, OrgAccess } from '../../kit/context';
import { conflict, forbidden, invalid, notFound, pgErrorCode } from '../../lib/errors';
import { meetingTimeText } from '../../lib/meeting-time';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import { applicationsRepository } from './applications.repository';
import type { ApplicationsService } from './applications.service';
import {
  appUrl,
  candidateInterviewMail,
  candidateInterviewNotice,
  interviewChangedMail,
  interviewChangedNotice,
  interviewInvitedNotice,
  jobInvitationNotice,
  INTERVIEW_LABEL as LABEL,
  mailClosing,
  notSchedulableMessage,
} from './hiring.notices';
import { toInterview } from './interviews.mapper';
import {
  CLOSED_INTERVIEW_STATUSES,
  type InterviewFields,
  interviewsRepository as repo,
} from './interviews.repository';
import { toInvitee, toMyInvitation } from './invitations.mapper';
import { invitationsRepository } from './invitations.repository';
import { jobsRepository as jobsRepo } from './jobs.repository';
import { peopleRepository as people } from './people.repository';

/**
 * The interview calls of the quotations module's calls service (wired in modules/index.ts): jobs
 * decides who may join, the calls service keeps the call row and its state.
 */
export interface InterviewCallsPort {
  joinInterview(p: {
    interviewId: number;
    userId: number;
    side: 'organization' | 'candidate';
    candidateUserId: number | null;
  }): Promise<CallView>;
  endInterview(interviewId: number, userId: number, side: 'organization' | 'candidate'): Promise<void>;
}

/** Interviews from both sides, each change mailed to the other side; and invitations to apply. */
export class InterviewsService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private applications: ApplicationsService,
    private outbox: OutboxService,
    private calls: () => InterviewCallsPort,
    private notifications: NotificationsPort,
    private analytics: AnalyticsPort,
  ) {}

  private async notify(to: string, subject: string, text: string) {
    await this.outbox.send({ channel: 'email', to, template: 'interview-update', subject, text });
  }

  private check(current: string, next: string) {
    if (!canChangeInterview(current, next)) {
      throw conflict(
        `This interview is ${current.replace('_', ' ')} and cannot be ${LABEL[next] ?? next} now.`,
      );
    }
  }

  async store(access: OrgAccess, userId: number, body: z.output<typeof interviewStoreBody>) {
    const { org, app, job } = await this.applications.applicationFor(access, body.application_id);
    if (!SCHEDULABLE.includes(app.status)) throw conflict(notSchedulableMessage(app, app.status));
    const when = new Date(body.schedule_date);
    if (when.getTime() < this.deps.clock.now().getTime())
      throw invalid({ schedule_date: 'Choose a time in the future.' });
    const candidate = await people.byId(this.deps.db, app.user_id);
    const { row, receipt } = await this.deps.db.transaction(async (tx) => {
      // The candidate may have withdrawn (or the team moved them on) since it was read: then no
      // interview is stored.
      const moved = await applicationsRepository.toInterview(tx, app.id, SCHEDULABLE);
      if (!moved) throw conflict(notSchedulableMessage(app, 'withdrawn'));
      const inserted = await repo.insert(tx, {
        application_id: app.id,
        organization_id: org.id,
        scheduled_by: userId,
        schedule_date: when,
        timezone: body.timezone,
        mode: body.mode,
        location: body.location ?? null,
        notes: body.notes ?? null,
      });
      const told = await this.notifications.notify(tx, [
        {
          userId: app.user_id,
          ...interviewInvitedNotice(org, job, { ...body, id: inserted.id }, app.id, candidate?.slug ?? null),
          actorUserId: userId,
          senderOrganizationId: org.id,
          // The interview e-mail below is the module's own.
          emailed: true,
        },
      ]);
      return { row: inserted, receipt: told };
    });
    this.notifications.publish(receipt);
    this.analytics.record({ kind: 'interview', ownerKey: `org:${org.id}`, subjectId: job.id });
    await this.notify(
      app.email,
      `Interview for ${job.title}`,
      `Hello ${app.first_name},\n\n${org.company_name} invited you to a ${body.mode} interview for ${job.title} on ${meetingTimeText(body.schedule_date, body.timezone)}. Accept, decline or ask for another time under My jobs on HCTL.${mailClosing(appUrl(this.deps.config.APP_URL, candidate && `/individual/${candidate.slug}/jobs?view=interviews`), 'Answer it')}`,
    );
    return { message: 'The interview has been scheduled.', data: toInterview(row) };
  }

  async orgList({ org }: OrgAccess): Promise<OrgInterviewView[]> {
    const rows = await repo.ofOrganization(this.deps.db, org.id);
    return rows.map((r) => Object.assign(toInterview(r.iv), { candidate: r.candidate, job: r.job }));
  }

  private async orgInterview({ org }: OrgAccess, id: number) {
    const row = await repo.inOrganization(this.deps.db, org.id, id);
    if (!row) throw notFound('Interview not found.');
    return { org, ...row };
  }

  async orgChange(access: OrgAccess, id: number, body: z.output<typeof orgInterviewStatusBody>) {
    const { org, iv: row, app, job } = await this.orgInterview(access, id);
    this.check(row.status, body.status);
    const values: InterviewFields = { status: body.status };
    if (body.status === 'rescheduled') values.schedule_date = new Date(body.schedule_date!);
    const candidate = await people.byId(this.deps.db, app.user_id);
    const newTime =
      body.status === 'rescheduled' && body.schedule_date
        ? meetingTimeText(body.schedule_date, row.timezone)
        : '';
    const { updated, receipt } = await this.deps.db.transaction(async (tx) => ({
      updated: await repo.update(tx, row.id, values),
      receipt: await this.notifications.notify(tx, [
        {
          userId: app.user_id,
          ...interviewChangedNotice(
            org,
            job,
            row.id,
            body.status,
            candidate?.slug ?? null,
            newTime ? `New time: ${newTime}.` : '',
          ),
          senderOrganizationId: org.id,
          emailed: true,
        },
      ]),
    }));
    this.notifications.publish(receipt);
    const mail = interviewChangedMail(
      org,
      job,
      app,
      body.status,
      newTime ? ` The new time is ${newTime}.` : '',
      appUrl(this.deps.config.APP_URL, candidate && `/individual/${candidate.slug}/jobs?view=interviews`),
    );
    await this.notify(app.email, mail.subject, mail.text);
    return { message: `The interview has been ${LABEL[body.status]}.`, data: toInterview(updated) };
  }

  async joined(access: OrgAccess, id: number) {
    const { iv: row } = await this.orgInterview(access, id);
    const updated = await repo.stamp(this.deps.db, row.id, { org_joined_at: this.deps.clock.now() });
    return { message: 'Joined the interview.', data: toInterview(updated) };
  }

  /** The candidate's interviews with the job and organization. */
  async mine(auth: AuthContext): Promise<MyInterviewView[]> {
    const rows = await repo.ofCandidate(this.deps.db, auth.userId);
    return rows.map((r) => Object.assign(toInterview(r.iv), { job: r.job, organization: r.org }));
  }

  private async candidateInterview(auth: AuthContext, id: number) {
    const row = await repo.ofCandidateById(this.deps.db, auth.userId, id);
    if (!row) throw notFound('Interview not found.');
    return row;
  }

  async candidateChange(auth: AuthContext, id: number, body: z.output<typeof candidateInterviewStatusBody>) {
    const { iv: row, app, job, org } = await this.candidateInterview(auth, id);
    this.check(row.status, body.status);
    const scheduler = row.scheduled_by ? await people.byId(this.deps.db, row.scheduled_by) : null;
    const owner = await people.byId(this.deps.db, org.owner_id);
    const told = [...new Set([row.scheduled_by, org.owner_id].filter((x): x is number => x !== null))];
    const { updated, receipt } = await this.deps.db.transaction(async (tx) => ({
      updated: await repo.update(tx, row.id, { status: body.status }),
      receipt: await this.notifications.notify(
        tx,
        told.map((userId) => ({
          userId,
          ...candidateInterviewNotice(org, job, app, row.id, body.status),
          actorUserId: auth.userId,
          organizationId: org.id,
          // Both are e-mailed below.
          emailed: true,
        })),
      ),
    }));
    this.notifications.publish(receipt);
    const proposal =
      body.status === 'reschedule_requested' && body.schedule_date
        ? ` They proposed ${meetingTimeText(body.schedule_date, row.timezone)}.`
        : '';
    const mail = candidateInterviewMail(
      job,
      app,
      body.status,
      proposal,
      appUrl(this.deps.config.APP_URL, `/organization/${org.slug}/applicants?job=${job.slug}`),
    );
    for (const to of new Set([scheduler?.email, owner?.email].filter(Boolean) as string[])) {
      await this.notify(to, mail.subject, mail.text);
    }
    return { message: `You ${LABEL[body.status]} the interview.`, data: toInterview(updated) };
  }

  async candidateJoin(auth: AuthContext, userId: number, channel: string) {
    if (userId !== auth.userId) throw forbidden('You can only join your own interviews.');
    const id = Number(/^interview-(\d+)$/.exec(channel)?.[1]);
    if (!id) throw notFound('Interview not found.');
    const { iv: row } = await this.candidateInterview(auth, id);
    const updated = await repo.stamp(this.deps.db, row.id, { candidate_joined_at: this.deps.clock.now() });
    return { message: 'Joined the interview.', data: toInterview(updated) };
  }

  /**
   * POST job/interviews/{id}/call: the candidate or a member with `interviews` joins the interview's
   * video call (the first to join rings the other side; see CallsService.joinInterview), recording
   * the join time as `joined` / the candidate's join do. Outsiders 404, a member without the
   * permission 403.
   */
  async joinCall(auth: AuthContext, id: number) {
    const row = await repo.withParties(this.deps.db, id);
    if (!row) throw notFound('Interview not found.');
    const side = row.app.user_id === auth.userId ? 'candidate' : 'organization';
    if (side === 'organization') await this.orgs.authorize(row.org.slug, auth.userId, 'interviews');
    if (CLOSED_INTERVIEW_STATUSES.includes(row.iv.status))
      throw conflict(`This interview is ${row.iv.status.replace('_', ' ')}: its call cannot be joined.`);
    const call = await this.calls().joinInterview({
      interviewId: id,
      userId: auth.userId,
      side,
      candidateUserId: row.app.user_id,
    });
    const now = this.deps.clock.now();
    await repo.stamp(
      this.deps.db,
      id,
      side === 'candidate' ? { candidate_joined_at: now } : { org_joined_at: now },
    );
    return { message: 'Joined the interview call.', data: call };
  }

  /** Either participant ends the call; a confirmed or accepted interview then counts as completed. */
  async endCall(auth: AuthContext, id: number) {
    const row = await repo.withParties(this.deps.db, id);
    if (!row) throw notFound('Interview not found.');
    // Either side may end the call, so the organization's permission is checked here, and only
    // for a caller who is not the candidate.
    const isCandidate = row.app.user_id === auth.userId;
    const isTeam = isCandidate ? false : await this.orgs.can(row.org.slug, auth.userId, 'interviews');
    if (!isCandidate && !isTeam) throw notFound('Interview not found.');
    const status = ['accepted', 'confirmed'].includes(row.iv.status) ? 'completed' : row.iv.status;
    const updated = await repo.update(this.deps.db, id, { ended_at: this.deps.clock.now(), status });
    await this.calls().endInterview(id, auth.userId, isCandidate ? 'candidate' : 'organization');
    return { message: 'The call has ended.', data: toInterview(updated) };
  }

  async invite(
    { org }: OrgAccess,
    userId: number,
    jobSlug: string,
    body: z.output<typeof jobInvitationBody>,
  ) {
    const job = await jobsRepo.bySlug(this.deps.db, org.id, jobSlug);
    if (!job) throw notFound('Job not found.');
    if (job.status !== 'published') throw invalid({ job: 'Publish the job before inviting candidates.' });
    const person = await people.bySlug(this.deps.db, body.user_slug);
    if (person?.role !== 'individual' || !person.is_active)
      throw invalid({ user_slug: 'No professional has this profile link. Check it and try again.' });
    // Their application is in the pipeline already (and may have been turned down): no invitation.
    // One who withdrew may be invited to apply again.
    const applied = await applicationsRepository.byJobAndUser(this.deps.db, job.id, person.id);
    if (applied && applied.status !== 'withdrawn')
      throw conflict('This professional has already applied to this job.');
    // The invitation and its bell notification are one write (the e-mail below is the module's own).
    const receipt = await this.deps.db
      .transaction(async (tx) => {
        await invitationsRepository.insert(tx, {
          job_id: job.id,
          user_id: person.id,
          invited_by: userId,
          message: body.message ?? null,
        });
        return this.notifications.notify(tx, [
          {
            userId: person.id,
            ...jobInvitationNotice(org, job, body.message ?? null),
            actorUserId: userId,
            organizationId: org.id,
            senderOrganizationId: org.id,
            emailed: true,
          },
        ]);
      })
      .catch((err) => {
        if (pgErrorCode(err) === '23505')
          throw conflict('This professional was already invited to this job.');
        throw err;
      });
    this.notifications.publish(receipt);
    await this.notify(
      person.email,
      `${org.company_name} invites you to apply: ${job.title}`,
      `Hello ${person.first_name},\n\n${org.company_name} thinks you would be a great fit for ${job.title}.${body.message ? `\n\n"${body.message}"` : ''}\n\nSee the job: ${this.deps.config.APP_URL}/organization/jobs/${org.slug}/details/${job.slug}`,
    );
    return { message: 'The invitation has been sent.', data: { job_slug: job.slug, user_slug: person.slug } };
  }

  async invitees({ org }: OrgAccess): Promise<InviteeView[]> {
    return (await invitationsRepository.ofOrganization(this.deps.db, org.id)).map(toInvitee);
  }

  async myInvitations(auth: AuthContext): Promise<MyJobInvitationView[]> {
    return (await invitationsRepository.ofUser(this.deps.db, auth.userId)).map(toMyInvitation);
  }
}
