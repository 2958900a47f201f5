import {
  type ApplicantDetailView,
  type ApplicantView,
  type ApplicationStatus,
  type applicantsQuery,
  applyFields,
  type MyApplicationView,
  type Page,
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
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OutboxService } from '../outbox/outbox.service';
import { applicantsPage, licenseMatch, toApplication } from './applications.mapper';
import { type ApplicantFilter, applicationsRepository as repo } from './applications.repository';
import { applicationReceivedNotice, applicationStatusNotice } from './hiring.notices';
import { toInterviewSummary } from './interviews.mapper';
import { interviewsRepository } from './interviews.repository';
import { jobsRepository as jobsRepo } from './jobs.repository';
import { peopleRepository as people } from './people.repository';

type Org = OrgAccess['org'];

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

  /** Any signed-in user may apply to an open job; the organization's owner may not apply to its own. */
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
    if (await repo.byJobAndUser(db, job.id, auth.userId))
      throw conflict('You have already applied to this job.');

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
    const written = db.transaction(async (tx) => {
      const app = await repo.insert(tx, {
        job_id: job.id,
        organization_id: job.organization_id,
        user_id: auth.userId,
        first_name: f.first_name,
        last_name: f.last_name,
        email: f.email,
        phone_number: f.phone_number ?? null,
        resume_file_id: resumeId,
        cover_letter_file_id: letterId,
        message_to_recruiter: f.message_to_recruiter ?? null,
      });
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

  async changeStatus({ org }: OrgAccess, id: number, status: ApplicationStatus) {
    const { app, job } = await this.inOrg(org, id);
    const updated = { message: 'The applicant status has been updated.', data: { id: app.id, status } };
    // The same status again (a second click, a retry) changes nothing and e-mails no one again.
    if (app.status === status) return updated;
    const candidate = await people.byId(this.deps.db, app.user_id);
    const sent = await this.deps.db.transaction(async (tx) => {
      await repo.setStatus(tx, app.id, status);
      // Rejected: their interviews still ahead are off (the candidate's page stopped offering them).
      if (status === 'rejected') await interviewsRepository.cancelOpenOfApplication(tx, app.id);
      if (status === 'hired') {
        // Hires made through HCTL reward both sides, once per application.
        await this.rewards.grant(`user:${app.user_id}`, 'hired', app.id, tx);
        await this.rewards.grant(`org:${org.id}`, 'org_hire', app.id, tx);
      }
      const receipt = await this.notifications.notify(tx, [
        {
          userId: app.user_id,
          ...applicationStatusNotice(org, job, app.id, status, candidate?.slug ?? null),
          organizationId: null,
          // The candidate is e-mailed below already.
          emailed: true,
        },
      ]);
      const mail = await this.outbox.compose(tx, {
        channel: 'email',
        to: app.email,
        template: 'application-status',
        subject: `Update on your application for ${job.title}`,
        text: `Hello ${app.first_name},\n\n${org.company_name} updated your application for ${job.title}: ${status}.${candidate ? ` See it under My jobs: ${this.deps.config.APP_URL}/individual/${candidate.slug}/jobs` : ''}\n\nThe HCTL team`,
      });
      return { mail, receipt };
    });
    await this.outbox.dispatch([sent.mail]);
    this.notifications.publish(sent.receipt);
    return updated;
  }
}
