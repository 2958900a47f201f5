import { type ApplicationStatus, type applicantsQuery, applyFields } from '@hctl/contracts';
import { type Database, schema } from '@hctl/db';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { conflict, invalid, notFound } from '../../lib/errors';
import { parseFields } from '../../lib/fields';
import { iso, pageOf, totalOver, withTotal } from '../../lib/pagination';
import { prepared } from '../../lib/prepared';
import type { AuthContext } from '../../plugins/auth';
import type { Upload } from '../../plugins/uploads';
import type { RewardsService } from '../billing/rewards.service';
import type { FilesService } from '../files/files.service';
import { fileUrl } from '../files/files.service';
import type { ProfileViewService } from '../individual-profile/profile-view.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import { jobsRepository as jobsRepo } from './jobs.repository';

const { jobApplications: a, applicationAnswers: ans, jobs: j, organizations: o, licenses: l } = schema;
type AppRow = typeof a.$inferSelect;
const escapeLike = (s: string) => s.replace(/[%_\\]/g, '\\$&');

const toApplication = (r: AppRow) => ({
  id: r.id,
  job_id: r.job_id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone_number: r.phone_number,
  status: r.status,
  message_to_recruiter: r.message_to_recruiter,
  resume_url: r.resume_file_id ? fileUrl(r.resume_file_id) : null,
  cover_letter_url: r.cover_letter_file_id ? fileUrl(r.cover_letter_file_id) : null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** The candidate's own applications (their jobs page): prepared, with and without a status filter. */
const myApplicationsQuery = (db: Database, byStatus: boolean) =>
  db
    .select({
      app: a,
      job: { slug: j.slug, title: j.title, status: j.status, city: j.city, state: j.state },
      org: { slug: o.slug, company_name: o.company_name },
    })
    .from(a)
    .innerJoin(j, eq(j.id, a.job_id))
    .innerJoin(o, eq(o.id, j.organization_id))
    .where(
      and(
        eq(a.user_id, sql.placeholder('user')),
        byStatus ? eq(a.status, sql.placeholder('status')) : undefined,
      ),
    )
    .orderBy(desc(a.created_at))
    .limit(200)
    .prepare(byStatus ? 'my_applications_by_status' : 'my_applications');
const myApplications = prepared((db) => myApplicationsQuery(db, false));
/** An organization's applicants in one status across its jobs (short-listed), with the total. */
const orgApplicantsByStatus = prepared((db) =>
  db
    .select({
      app: a,
      // Scalar subqueries, which Postgres evaluates after the LIMIT: only the page's jobs are read.
      job: {
        slug: sql<string>`(select ${j.slug} from ${j} where ${j.id} = ${a.job_id})`,
        title: sql<string>`(select ${j.title} from ${j} where ${j.id} = ${a.job_id})`,
      },
      total: totalOver(),
    })
    .from(a)
    .where(and(eq(a.organization_id, sql.placeholder('org')), eq(a.status, sql.placeholder('status'))))
    .orderBy(desc(a.created_at), desc(a.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('org_applicants_by_status'),
);
/** A job's applicants (the job by its organization and slug), newest first, with the total (no filter). */
const jobApplicantsPage = prepared((db) =>
  db
    .select({ app: a, job: { slug: j.slug, title: j.title }, total: totalOver() })
    .from(a)
    .innerJoin(j, eq(j.id, a.job_id))
    .where(and(eq(j.organization_id, sql.placeholder('org')), eq(j.slug, sql.placeholder('jobSlug'))))
    .orderBy(desc(a.created_at), desc(a.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('job_applicants_page'),
);
const myApplicationsByStatus = prepared((db) => myApplicationsQuery(db, true));

/** A page of applicants as the pipeline lists them (each with its job's slug and title). */
const applicantsPage = (
  rows: { app: typeof a.$inferSelect; job: { slug: string; title: string } }[],
  total: number,
  page: number,
  pageSize: number,
) =>
  pageOf(
    rows.map((r) => ({ ...toApplication(r.app), job: r.job })),
    total,
    page,
    pageSize,
  );

/** Applying, the candidate's applications, and the organization's applicant pipeline. */
export class ApplicationsService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private files: FilesService,
    private outbox: OutboxService,
    private profiles: ProfileViewService,
    private rewards: RewardsService,
  ) {}

  /** Which of the job's required licenses the candidate holds, and whether each is current. */
  private async licenseMatch(userId: number, required: string[]) {
    if (!required.length) return [];
    const held = await this.deps.db.select().from(l).where(eq(l.user_id, userId));
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    return required.map((req) => {
      const match = held.find(
        (h) =>
          h.license_type.toLowerCase().includes(req.toLowerCase()) ||
          req.toLowerCase().includes(h.license_type.toLowerCase()),
      );
      if (!match) return { license: req, held: false, status: null, expiry_date: null };
      const expired = match.expiry_date !== null && match.expiry_date <= today;
      return {
        license: req,
        held: true,
        status: expired ? 'expired' : match.verification_status,
        expiry_date: match.expiry_date,
      };
    });
  }

  async apply(
    slug: string,
    auth: AuthContext,
    files: Record<string, Upload>,
    rawFields: Record<string, string>,
  ) {
    const f = parseFields(applyFields, rawFields);
    const org = await this.deps.db.query.organizations.findFirst({ where: (x, { eq }) => eq(x.slug, slug) });
    const job = org
      ? await this.deps.db.query.jobs.findFirst({
          where: (x, { and, eq }) => and(eq(x.id, f.job_id), eq(x.organization_id, org.id)),
        })
      : null;
    if (!org || !job) throw notFound('Job not found.');
    if (job.status !== 'published' || org.status !== 'active' || org.is_archived) {
      throw invalid(
        { job_id: 'This job is not open for applications.' },
        'This job is not open for applications.',
      );
    }
    if (org.owner_id === auth.userId)
      throw invalid({ job_id: 'You cannot apply to your own organization’s job.' });
    const existing = await this.deps.db.query.jobApplications.findFirst({
      where: (x, { and, eq }) => and(eq(x.job_id, job.id), eq(x.user_id, auth.userId)),
    });
    if (existing) throw conflict('You have already applied to this job.');

    const questions = await jobsRepo.questions(this.deps.db, job.id);
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

    // Uploaded files are kept as saved attachments too, so the next application is one click.
    const resumeId = savedResume?.id ?? (await this.files.store(auth.userId, 'resume', files.resume)).id;
    const letterId =
      savedLetter?.id ??
      (files.cover_letter
        ? (await this.files.store(auth.userId, 'cover_letter', files.cover_letter)).id
        : null);
    const owner = await this.deps.db.query.users.findFirst({ where: (x, { eq }) => eq(x.id, org.owner_id) });
    const { app, mails } = await this.deps.db.transaction(async (tx) => {
      const [app] = await tx
        .insert(a)
        .values({
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
        })
        .returning();
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
        await tx.insert(ans).values(answered);
      }
      const mails = [
        await this.outbox.compose(tx, {
          channel: 'email',
          to: f.email,
          template: 'application-received',
          subject: `Your application for ${job.title} was sent`,
          text: `Hello ${f.first_name},\n\n${org.company_name} received your application for ${job.title}. You can follow it under My jobs on HCTL.\n\nThe HCTL team`,
        }),
      ];
      if (owner) {
        mails.push(
          await this.outbox.compose(tx, {
            channel: 'email',
            to: owner.email,
            template: 'application-new',
            subject: `New applicant for ${job.title}`,
            text: `${f.first_name} ${f.last_name} applied for ${job.title}. Review the application in your applicant pipeline on HCTL.`,
          }),
        );
      }
      return { app, mails };
    });
    await this.outbox.dispatch(mails);
    return {
      message: 'Your application has been sent.',
      data: { ...toApplication(app), licenses: await this.licenseMatch(auth.userId, job.required_licenses) },
    };
  }

  /** The candidate's own applications (individual-job-listing). */
  async mine(auth: AuthContext, status?: ApplicationStatus) {
    const rows = status
      ? await myApplicationsByStatus(this.deps.db).execute({ user: auth.userId, status })
      : await myApplications(this.deps.db).execute({ user: auth.userId });
    return rows.map((r) => ({ ...toApplication(r.app), job: r.job, organization: r.org }));
  }

  private async inOrg(
    slug: string,
    auth: AuthContext,
    permission: 'applicants' | 'interviews',
    applicationId: number,
  ) {
    const { org } = await this.orgs.authorize(slug, auth.userId, permission);
    const [row] = await this.deps.db
      .select({ app: a, job: j })
      .from(a)
      .innerJoin(j, eq(j.id, a.job_id))
      .where(and(eq(a.id, applicationId), eq(j.organization_id, org.id)))
      .limit(1);
    if (!row) throw notFound('Applicant not found.');
    return { org, ...row };
  }

  async applicationFor(slug: string, auth: AuthContext, id: number) {
    return this.inOrg(slug, auth, 'interviews', id);
  }

  async applicants(slug: string, auth: AuthContext, jobSlug: string, q: z.output<typeof applicantsQuery>) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'applicants');
    if (!q.status && !q.search) {
      // The unfiltered list (the pipeline's first view): one prepared query finds the job and its
      // page; only an empty page looks the job up again (404, or the total past the last page).
      const found = await jobApplicantsPage(this.deps.db).execute({
        org: org.id,
        jobSlug,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      let total = found[0]?.total ?? 0;
      if (!found.length) {
        const job = await jobsRepo.bySlug(this.deps.db, org.id, jobSlug);
        if (!job) throw notFound('Job not found.');
        if (q.page > 1) total = await this.countWhere(eq(a.job_id, job.id));
      }
      return applicantsPage(found, total, q.page, q.pageSize);
    }
    const job = await jobsRepo.bySlug(this.deps.db, org.id, jobSlug);
    if (!job) throw notFound('Job not found.');
    return this.pageWhere(
      and(eq(a.job_id, job.id), q.status ? eq(a.status, q.status) : undefined, this.searchClause(q.search)),
      q.page,
      q.pageSize,
    );
  }

  async shortlisted(slug: string, auth: AuthContext, page: number, pageSize: number) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'applicants');
    const found = await orgApplicantsByStatus(this.deps.db).execute({
      org: org.id,
      status: 'shortlisted',
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const where = and(eq(a.organization_id, org.id), eq(a.status, 'shortlisted'));
    const { rows, total } = await withTotal(found, page, () => this.countWhere(where));
    return applicantsPage(rows, total, page, pageSize);
  }

  private searchClause(search?: string) {
    if (!search) return undefined;
    const like = `%${escapeLike(search)}%`;
    return or(ilike(a.first_name, like), ilike(a.last_name, like), ilike(a.email, like));
  }

  private async countWhere(where: ReturnType<typeof and>) {
    return Number((await this.deps.db.select({ n: count() }).from(a).where(where))[0].n);
  }

  private async pageWhere(where: ReturnType<typeof and>, page: number, pageSize: number) {
    const found = await this.deps.db
      .select({ app: a, job: { slug: j.slug, title: j.title }, total: totalOver() })
      .from(a)
      .innerJoin(j, eq(j.id, a.job_id))
      .where(where)
      .orderBy(desc(a.created_at), desc(a.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const { rows, total: n } = await withTotal(found, page, () => this.countWhere(where));
    return applicantsPage(rows, n, page, pageSize);
  }

  /** The applicant as the organization may see them: profile by the candidate's visibility, answers, attachments. */
  async detail(slug: string, auth: AuthContext, id: number) {
    const { app, job } = await this.inOrg(slug, auth, 'applicants', id);
    const candidate = await this.deps.db.query.users.findFirst({
      where: (x, { eq }) => eq(x.id, app.user_id),
    });
    const profile = candidate
      ? await this.profiles.publicProfile(candidate.slug, auth).catch(() => null)
      : null;
    const answers = await this.deps.db.select().from(ans).where(eq(ans.application_id, app.id));
    const interviewRows = await this.deps.db
      .select()
      .from(schema.interviews)
      .where(eq(schema.interviews.application_id, app.id))
      .orderBy(desc(schema.interviews.id));
    return {
      ...toApplication(app),
      job: { slug: job.slug, title: job.title },
      profile,
      answers: answers.map((x) => ({ question_uid: x.question_uid, question: x.question, answer: x.answer })),
      licenses: await this.licenseMatch(app.user_id, job.required_licenses),
      interviews: interviewRows.map((i) => ({
        id: i.id,
        status: i.status,
        schedule_date: iso(i.schedule_date),
        mode: i.mode,
        timezone: i.timezone,
      })),
    };
  }

  async changeStatus(slug: string, auth: AuthContext, id: number, status: ApplicationStatus) {
    const { org, app, job } = await this.inOrg(slug, auth, 'applicants', id);
    const sent = await this.deps.db.transaction(async (tx) => {
      await tx.update(a).set({ status, updated_at: sql`now()` }).where(eq(a.id, app.id));
      if (status === 'hired') {
        // Hires made through HCTL reward both sides, once per application.
        await this.rewards.grant(`user:${app.user_id}`, 'hired', app.id, tx);
        await this.rewards.grant(`org:${org.id}`, 'org_hire', app.id, tx);
      }
      return this.outbox.compose(tx, {
        channel: 'email',
        to: app.email,
        template: 'application-status',
        subject: `Update on your application for ${job.title}`,
        text: `Hello ${app.first_name},\n\n${org.company_name} updated your application for ${job.title}: ${status}.\n\nThe HCTL team`,
      });
    });
    await this.outbox.dispatch([sent]);
    return { message: 'The applicant status has been updated.', data: { id: app.id, status } };
  }
}
