import {
  type ApplicantDetailView,
  type ApplicantView,
  type ApplicationStatus,
  type applicantsQuery,
  applyFields,
  type MyApplicationView,
  type Page,
  PRE_INTERVIEW_STATUSES,
  WITHDRAWABLE_STATUSES,
} from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext, OrgAccess } from '../../kit/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { parseFields } from '../../lib/fields';
import { withTotal } from '../../lib/pagination';
import type { Upload } from '../../plugins/uploads';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { RewardsService } from '../billing/rewards.service';
import type { FilesService } from '../files/files.service';
import type { ProfileViewService } from '../individual-profile/profile-view.service';
import type { NotificationsPort, NotifyInput } from '../notifications/notifications.port';
import type { OutboxService } from '../outbox/outbox.service';
import { applicantsPage, licenseMatch, toApplication } from './applications.mapper';
import { type ApplicantFilter, applicationsRepository as repo } from './applications.repository';
import {
  applicationReceivedNotice,
  applicationStatusLine,
  applicationStatusNotice,
  applicationWithdrawnNotice,
  appUrl,
  candidateInterviewNotice,
  interviewChangedMail,
  interviewChangedNotice,
  mailClosing,
  withdrawnInterviewMail,
  withdrawnMessage,
} from './hiring.notices';
import { toInterviewSummary } from './interviews.mapper';
import { interviewsRepository } from './interviews.repository';
import { jobsRepository as jobsRepo } from './jobs.repository';
import { peopleRepository as people } from './people.repository';

type Org = OrgAccess['org'];
type Composed = Awaited<ReturnType<OutboxService['compose']>>;

/** Applying, the candidate's applications, and the organization's applicant pipeline. */
export class ApplicationsService {
  constructor(
    private deps: AppDeps,
    private files: FilesService,
    private outbox: OutboxService,
    private profiles: ProfileViewService,
    private rewards: RewardsService,
    private notifications: NotificationsPort,
    private analytics: AnalyticsPort,
  ) {}

  /** Which of the job's required licenses the candidate holds, and whether each is current. */
  private async licenseMatch(userId: number, required: string[]) {
    if (!required.length) return [];
    const held = await people.licensesOf(this.deps.db, userId);
    return licenseMatch(required, held, this.deps.clock.now().toISOString().slice(0, 10));
  }

  /**
   * Any signed-in user may apply to an open job; the organization's owner may not apply to its own.
   * Once per job, except after withdrawing: the withdrawn application is replaced by the new one.
   */
  async apply(
    slug: string,
    auth: AuthContext,
    files: Record<string, Upload>,
    rawFields: Record<string, string>,
  ) {
    const f = parseFields(applyFields, rawFields);
    const { db } = this.deps;
    const org = await repo.organizationBySlug(db, slug);
    const job = org ? await repo.jobOfOrganization(db, org.id, f.job_id) : null;
    if (!org || !job) throw notFound('Job not found.');
    if (job.status !== 'published' || org.status !== 'active' || org.is_archived) {
      throw invalid(
        { job_id: 'This job is not open for applications.' },
        'This job is not open for applications.',
      );
    }
    if (org.owner_id === auth.userId)
      throw invalid({ job_id: 'You cannot apply to your own organization’s job.' });
    const earlier = await repo.byJobAndUser(db, job.id, auth.userId);
    if (earlier && earlier.status !== 'withdrawn') throw conflict('You have already applied to this job.');

    const questions = await jobsRepo.questions(db, job.id);
    const errors: Record<string, string> = {};
    for (const q of questions) {
      const answer = (f.answers[q.uid] ?? '').trim();
      if (!answer && q.is_required) errors[`answers.${q.uid}`] = 'This question needs an answer.';
      else if (answer && q.type === 'yes_no' && !['yes', 'no'].includes(answer.toLowerCase()))
        errors[`answers.${q.uid}`] = 'Answer yes or no.';
      else if (answer && q.type === 'multiple_choice' && !q.options.includes(answer))
        errors[`answers.${q.uid}`] = 'Choose one of the options.';
    }
    const savedResume = f.resume_id ? await this.files.ownFile(auth.userId, f.resume_id, ['resume']) : null;
    if (f.resume_id && !savedResume) errors.resume_id = 'Choose one of your saved resumes.';
    if (!f.resume_id && !files.resume) errors.resume = 'Attach a resume (PDF or DOCX) or choose a saved one.';
    const savedLetter = f.cover_letter_id
      ? await this.files.ownFile(auth.userId, f.cover_letter_id, ['cover_letter'])
      : null;
    if (f.cover_letter_id && !savedLetter) errors.cover_letter_id = 'Choose one of your saved cover letters.';
    if (Object.keys(errors).length) throw invalid(errors);

    const owner = await people.byId(db, org.owner_id);
    // Uploaded files are kept as saved attachments too, so the next application is one click. Bytes
    // cannot roll back with the transaction: if the application is still refused (a concurrent
    // duplicate is a unique violation, 409), the files stored for it are removed again.
    const stored: number[] = [];
    const keep = async (kind: 'resume' | 'cover_letter', upload: Upload) => {
      const row = await this.files.store(auth.userId, kind, upload);
      stored.push(row.id);
      return row.id;
    };
    const refused = async (err: unknown): Promise<never> => {
      await this.files.discard(auth.userId, stored);
      throw err;
    };
    const resumeId = savedResume?.id ?? (await keep('resume', files.resume).catch(refused));
    const letterId =
      savedLetter?.id ??
      (files.cover_letter ? await keep('cover_letter', files.cover_letter).catch(refused) : null);
    const sent = {
      first_name: f.first_name,
      last_name: f.last_name,
      email: f.email,
      phone_number: f.phone_number ?? null,
      resume_file_id: resumeId,
      cover_letter_file_id: letterId,
      message_to_recruiter: f.message_to_recruiter ?? null,
    };
    const written = db.transaction(async (tx) => {
      // Applying again after withdrawing: the same row (one per candidate and job) takes the new
      // application and its answers; if it is no longer withdrawn, a concurrent twin applied first.
      const app = earlier
        ? await repo.reapply(tx, earlier.id, sent)
        : await repo.insert(tx, {
            job_id: job.id,
            organization_id: job.organization_id,
            user_id: auth.userId,
            ...sent,
          });
      if (!app) throw conflict('You have already applied to this job.');
      if (earlier) await repo.removeAnswers(tx, app.id);
      // Optional questions left blank store no answer; with none answered there is nothing to insert.
      const answered = questions
        .filter((q) => (f.answers[q.uid] ?? '').trim())
        .map((q) => ({
          application_id: app.id,
          question_uid: q.uid,
          question: q.question,
          answer: f.answers[q.uid].trim(),
        }));
      if (answered.length) {
        await repo.insertAnswers(tx, answered);
      }
      const mails = [
        await this.outbox.compose(tx, {
          channel: 'email',
          to: f.email,
          template: 'application-received',
          subject: `Your application for ${job.title} was sent`,
          text: `Hello ${f.first_name},\n\n${org.company_name} received your application for ${job.title}. Follow it under My jobs: ${this.deps.config.APP_URL}/individual/${auth.slug}/jobs\n\nThe HCTL team`,
        }),
      ];
      if (owner) {
        mails.push(
          await this.outbox.compose(tx, {
            channel: 'email',
            to: owner.email,
            template: 'application-new',
            subject: `New applicant for ${job.title}`,
            text: `Hello ${owner.first_name},\n\n${f.first_name} ${f.last_name} applied for ${job.title}. Review the application in your applicant pipeline: ${this.deps.config.APP_URL}/organization/${org.slug}/applicants\n\nThe HCTL team`,
          }),
        );
      }
      // The owner and the members who see applicants hear of it in the app; the owner is already
      // e-mailed above, the others get it in their digest, gathered per job.
      const viewers = [org.owner_id, ...(await repo.applicantViewers(tx, org.id))];
      const receipt = await this.notifications.notify(
        tx,
        [...new Set(viewers)].map((userId) => ({
          userId,
          ...applicationReceivedNotice(org, job, {
            id: app.id,
            first_name: f.first_name,
            last_name: f.last_name,
          }),
          actorUserId: auth.userId,
          organizationId: org.id,
          emailed: userId === org.owner_id && Boolean(owner),
        })),
      );
      return { app, mails, receipt };
    });
    const { app, mails, receipt } = await written.catch(refused);
    await this.outbox.dispatch(mails);
    this.notifications.publish(receipt);
    this.analytics.record({
      kind: 'application',
      ownerKey: `org:${org.id}`,
      subjectId: job.id,
      viewerUserId: auth.userId,
    });
    return {
      message: 'Your application has been sent.',
      data: Object.assign(toApplication(app, this.files.links.forViewer(auth.userId)), {
        licenses: await this.licenseMatch(auth.userId, job.required_licenses),
      }),
    };
  }

  /** The candidate's own applications (individual-job-listing). */
  async mine(auth: AuthContext, status?: ApplicationStatus): Promise<MyApplicationView[]> {
    const rows = await repo.mine(this.deps.db, auth.userId, status);
    const link = this.files.links.forViewer(auth.userId);
    return rows.map((r) => Object.assign(toApplication(r.app, link), { job: r.job, organization: r.org }));
  }

  private async inOrg(org: Org, applicationId: number) {
    const row = await repo.inOrganization(this.deps.db, org.id, applicationId);
    if (!row) throw notFound('Applicant not found.');
    return { org, ...row };
  }

  /** An application of the organization, for scheduling its interview (the route checks `interviews`). */
  async applicationFor({ org }: OrgAccess, id: number) {
    return this.inOrg(org, id);
  }

  /** `viewerId`: the member listing them (the resume links are signed for them). */
  async applicants(
    { org }: OrgAccess,
    viewerId: number,
    jobSlug: string,
    q: z.output<typeof applicantsQuery>,
  ): Promise<Page<ApplicantView>> {
    const { db } = this.deps;
    if (!q.status && !q.search) {
      // The unfiltered list (the pipeline's first view): one prepared query finds the job and its
      // page; only an empty page looks the job up again (404, or the total past the last page).
      const found = await repo.jobPage(db, org.id, jobSlug, q.pageSize, (q.page - 1) * q.pageSize);
      let total = found[0]?.total ?? 0;
      if (!found.length) {
        const job = await jobsRepo.bySlug(db, org.id, jobSlug);
        if (!job) throw notFound('Job not found.');
        if (q.page > 1) total = await repo.count(db, { jobId: job.id });
      }
      return applicantsPage(found, total, q.page, q.pageSize, this.files.links.forViewer(viewerId));
    }
    const job = await jobsRepo.bySlug(db, org.id, jobSlug);
    if (!job) throw notFound('Job not found.');
    return this.pageWhere(
      { jobId: job.id, status: q.status, search: q.search },
      q.page,
      q.pageSize,
      viewerId,
    );
  }

  async shortlisted(
    { org }: OrgAccess,
    viewerId: number,
    page: number,
    pageSize: number,
  ): Promise<Page<ApplicantView>> {
    const { db } = this.deps;
    const found = await repo.shortlistedPage(db, org.id, pageSize, (page - 1) * pageSize);
    const { rows, total } = await withTotal(found, page, () =>
      repo.count(db, { orgId: org.id, status: 'shortlisted' }),
    );
    return applicantsPage(rows, total, page, pageSize, this.files.links.forViewer(viewerId));
  }

  private async pageWhere(f: ApplicantFilter, page: number, pageSize: number, viewerId: number) {
    const { db } = this.deps;
    const found = await repo.page(db, f, pageSize, (page - 1) * pageSize);
    const { rows, total } = await withTotal(found, page, () => repo.count(db, f));
    return applicantsPage(rows, total, page, pageSize, this.files.links.forViewer(viewerId));
  }

  /** The applicant as the organization may see them: profile by the candidate's visibility, answers, attachments. */
  async detail({ org }: OrgAccess, auth: AuthContext, id: number): Promise<ApplicantDetailView> {
    const { db } = this.deps;
    const { app, job } = await this.inOrg(org, id);
    const candidate = await people.byId(db, app.user_id);
    const profile = candidate
      ? await this.profiles.publicProfile(candidate.slug, auth).catch(() => null)
      : null;
    const answers = await repo.answers(db, app.id);
    const interviews = await interviewsRepository.ofApplication(db, app.id);
    return Object.assign(toApplication(app, this.files.links.forViewer(auth.userId)), {
      job: { slug: job.slug, title: job.title },
      profile,
      answers: answers.map((x) => ({ question_uid: x.question_uid, question: x.question, answer: x.answer })),
      licenses: await this.licenseMatch(app.user_id, job.required_licenses),
      interviews: interviews.map(toInterviewSummary),
    });
  }

  /**
   * individual/job/application/{id}/withdraw (not in the spec): the candidate takes their
   * application back.
   * - Only the applicant, on their own application: anyone else is told it does not exist (404).
   * - From applied, reviewed, shortlisted, interview or offered. Once hired or turned down it is the
   *   organization's decision on record (409).
   * - Idempotent: withdrawing a withdrawn application answers the same and tells no one again. The
   *   status moves by a conditional update, so of two calls at once one withdraws and notifies, the
   *   other finds it withdrawn.
   * - Its interviews not yet over are cancelled, and whoever scheduled each and the owner are told as
   *   when the candidate cancels one (bell and the interview-update e-mail); the team (the owner and
   *   the members who see applicants) hears of the withdrawal in the bell.
   * - The pipeline lists it under Withdrawn only (out of the job's applicants and their counts), and
   *   the organization can no longer move it or schedule an interview for it (409).
   * - While the job is open the candidate may apply again: the new application takes the same row
   *   (`apply`), so there is still one application per candidate and job.
   */
  async withdraw(auth: AuthContext, id: number) {
    const { db } = this.deps;
    const found = await repo.mineById(db, auth.userId, id);
    if (!found) throw notFound('Application not found.');
    const link = this.files.links.forViewer(auth.userId);
    const answer = (r: NonNullable<typeof found>) => ({
      message: 'Your application has been withdrawn.',
      data: Object.assign(toApplication(r.app, link), { job: r.job, organization: r.org }),
    });
    const refuse = (status: ApplicationStatus) =>
      conflict(
        status === 'hired'
          ? 'You were hired for this job: the application can no longer be withdrawn.'
          : 'This application was turned down: there is nothing left to withdraw.',
      );
    if (found.app.status === 'withdrawn') return answer(found);
    if (!WITHDRAWABLE_STATUSES.includes(found.app.status)) throw refuse(found.app.status);
    const org = { id: found.orgId, slug: found.org.slug, company_name: found.org.company_name };
    const job = { id: found.jobId, slug: found.job.slug, title: found.job.title };
    const done = await db.transaction(async (tx) => {
      const app = await repo.withdraw(tx, id, auth.userId, WITHDRAWABLE_STATUSES);
      if (!app) return null;
      const cancelled = await interviewsRepository.cancelOpenOfApplication(tx, app.id);
      const team = new Set([found.ownerId, ...(await repo.applicantViewers(tx, org.id))]);
      // One bell each for the team, saying the interview went with it; a scheduler outside the
      // team (their role changed since) hears of the interview alone.
      const notices: NotifyInput[] = [...team].map((userId) => ({
        userId,
        ...applicationWithdrawnNotice(org, job, app, cancelled.length > 0),
        actorUserId: auth.userId,
        organizationId: org.id,
      }));
      const mails: Composed[] = [];
      for (const iv of cancelled) {
        const told = [...new Set([iv.scheduled_by, found.ownerId].filter((x): x is number => x !== null))];
        const mail = withdrawnInterviewMail(
          job,
          app,
          appUrl(
            this.deps.config.APP_URL,
            `/organization/${org.slug}/applicants?job=${job.slug}&tab=withdrawn`,
          ),
        );
        for (const userId of told) {
          if (!team.has(userId))
            notices.push({
              userId,
              ...candidateInterviewNotice(org, job, app, iv.id, 'cancelled'),
              actorUserId: auth.userId,
              organizationId: org.id,
              // E-mailed below, as the candidate's own cancellations are.
              emailed: true,
            });
          const person = await people.byId(tx, userId);
          if (person)
            mails.push(
              await this.outbox.compose(tx, {
                channel: 'email',
                to: person.email,
                template: 'interview-update',
                ...mail,
              }),
            );
        }
      }
      return { mails, receipt: await this.notifications.notify(tx, notices) };
    });
    if (!done) {
      // Not moved: a concurrent call withdrew it (answered the same), or the organization just hired
      // or turned the candidate down.
      const now = await repo.mineById(db, auth.userId, id);
      if (!now) throw notFound('Application not found.');
      if (now.app.status === 'withdrawn') return answer(now);
      throw refuse(now.app.status);
    }
    await this.outbox.dispatch(done.mails);
    this.notifications.publish(done.receipt);
    const after = await repo.mineById(db, auth.userId, id);
    return answer(after ?? found);
  }

  /**
   * Moves an applicant in the pipeline; the candidate is told (bell and the application-status e-mail).
   * - An application the candidate withdrew is theirs: it no longer moves (409).
   * - Moving to a status before the interview (applied, reviewed, shortlisted) cancels the
   *   interviews not yet over, and the candidate hears of each as when the organization cancels one
   *   (bell and the interview-update e-mail): someone sent back to the shortlist is not expected at
   *   an interview, nor should its call stay open. Moving back from hired or offered to interview
   *   keeps them: that is the stage they belong to.
   * - Rejected cancels them as well, without an interview notice: the rejection says it.
   * - The move is a compare and set on the status read: a second click answers the same and tells no
   *   one again; a concurrent withdrawal wins (409).
   */
  async changeStatus({ org }: OrgAccess, id: number, status: ApplicationStatus) {
    const { app, job } = await this.inOrg(org, id);
    const updated = { message: 'The applicant status has been updated.', data: { id: app.id, status } };
    if (app.status === 'withdrawn') throw conflict(withdrawnMessage(app));
    // The same status again (a second click, a retry) changes nothing and e-mails no one again.
    if (app.status === status) return updated;
    const candidate = await people.byId(this.deps.db, app.user_id);
    const candidateSlug = candidate?.slug ?? null;
    const sent = await this.deps.db.transaction(async (tx) => {
      if (!(await repo.moveStatus(tx, app.id, app.status, status))) return null;
      const cancelled =
        status === 'rejected' || PRE_INTERVIEW_STATUSES.includes(status)
          ? await interviewsRepository.cancelOpenOfApplication(tx, app.id)
          : [];
      if (status === 'hired') {
        // Hires made through HCTL reward both sides, once per application.
        await this.rewards.grant(`user:${app.user_id}`, 'hired', app.id, tx);
        await this.rewards.grant(`org:${org.id}`, 'org_hire', app.id, tx);
      }
      const notices: NotifyInput[] = [
        {
          userId: app.user_id,
          ...applicationStatusNotice(org, job, app.id, status, candidateSlug, app.status),
          organizationId: null,
          senderOrganizationId: org.id,
          // The candidate is e-mailed below already.
          emailed: true,
        },
      ];
      const mails = [
        await this.outbox.compose(tx, {
          channel: 'email',
          to: app.email,
          template: 'application-status',
          subject: `Update on your application for ${job.title}`,
          text: `Hello ${app.first_name},\n\n${applicationStatusLine(org, job, status, app.status)}${mailClosing(appUrl(this.deps.config.APP_URL, candidateSlug && `/individual/${candidateSlug}/jobs`), 'Your applications')}`,
        }),
      ];
      if (status !== 'rejected') {
        for (const iv of cancelled) {
          notices.push({
            userId: app.user_id,
            ...interviewChangedNotice(org, job, iv.id, 'cancelled', candidateSlug),
            senderOrganizationId: org.id,
            emailed: true,
          });
          mails.push(
            await this.outbox.compose(tx, {
              channel: 'email',
              to: app.email,
              template: 'interview-update',
              ...interviewChangedMail(
                org,
                job,
                app,
                'cancelled',
                '',
                appUrl(
                  this.deps.config.APP_URL,
                  candidateSlug && `/individual/${candidateSlug}/jobs?view=interviews`,
                ),
              ),
            }),
          );
        }
      }
      return { mails, receipt: await this.notifications.notify(tx, notices) };
    });
    if (!sent) {
      // Moved meanwhile: by a twin of this call (answered the same), or withdrawn by the candidate.
      const now = await this.inOrg(org, id);
      if (now.app.status === status) return updated;
      throw conflict(
        now.app.status === 'withdrawn'
          ? withdrawnMessage(app)
          : 'Someone just moved this applicant. Reload the list to see where they are now.',
      );
    }
    await this.outbox.dispatch(sent.mails);
    this.notifications.publish(sent.receipt);
    return updated;
  }
}
