import type {
  duplicateBody,
  FeaturedJobView,
  JobCountsView,
  JobCreatedView,
  JobOptionView,
  JobPageView,
  JobUpdatedView,
  JobView,
  jobBody,
  jobListQuery,
  jobQuestionsBody,
  Page,
} from '@hctl/contracts';
import { PLAN_BASIC } from '@hctl/contracts/constants';
import type { Tx } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext, OrgAccess } from '../../kit/context';
import { randomToken } from '../../lib/crypto';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { slugify } from '../../lib/slug';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { PurchasesService } from '../billing/purchases.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { PlansService } from '../plans/plans.service';
import { applicationsRepository } from './applications.repository';
import { directoriesRepository } from './directories.repository';
import { readShareToken, toFeaturedJob, toJob, toJobOption, toJobPage, toQuestion } from './jobs.mapper';
import { type JobRow, jobsRepository as repo } from './jobs.repository';

type Body = z.output<typeof jobBody>;
type Org = OrgAccess['org'];
/** What a changing call answers: the message the web app shows, and the data. */
type Answer<T> = { message: string; data: T };
const cents = (v: number | null | undefined) => (v == null ? null : Math.round(v * 100));
/** Two questions are the same when their wording differs only in case and spacing. */
const sameQuestion = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
/** After the last question on the job (positions may have gaps once a question is removed). */
const nextPosition = (existing: { position: number }[]) =>
  existing.reduce((max, q) => Math.max(max, q.position + 1), 0);
const columns = (b: Body) => ({
  title: b.title,
  category: b.category ?? null,
  specialty: b.specialty ?? null,
  employment_type: b.employment_type,
  shift: b.shift ?? null,
  shift_hours: b.shift_hours ?? null,
  city: b.city ?? null,
  state: b.state ?? null,
  is_remote: b.is_remote,
  pay_min_cents: cents(b.pay_min),
  pay_max_cents: cents(b.pay_max),
  pay_period: b.pay_period ?? null,
  benefits: b.benefits,
  required_licenses: b.required_licenses,
  health_requirements: b.health_requirements,
  languages: b.languages,
  description: b.description,
  directory_id: b.directory_id ?? null,
});
const STATUSES_FOR = {
  jobs: ['draft', 'published', 'closed'],
  draft: ['draft'],
  published: ['published'],
  closed: ['closed'],
  all: ['draft', 'published', 'closed', 'archived'],
} as const;

const outOfPlan = () =>
  new AppError(
    400,
    'You have reached the open-job limit of your plan. Publish this job with a flat fee or upgrade your plan.',
    'out_of_plan',
  );
/** Publishing waits for HCTL's approval of the organization; `then` says what the caller can do meanwhile. */
const notApproved = (then = '') =>
  forbidden(
    `Your organization must be approved by HCTL before it can publish jobs.${then}`,
    'organization_not_approved',
  );
export const PROMOTION_DAYS = 30;

/** Jobs of an organization: posting with the spec's plan gates (§4), lifecycle, lists, public view. */
export class JobsService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private plans: PlansService,
    private purchases: PurchasesService,
    private analytics: AnalyticsPort,
  ) {}

  /**
   * Gives a paid purchase its effect inside the transaction that settles it (billing's sweep, for a
   * purchase whose process died after the charge): 30 days featured, or published.
   */
  async applyPurchase(p: { purpose: string; reference_id: number }, tx: Tx) {
    const at = this.deps.clock.now();
    if (p.purpose === 'job_promotion')
      await repo.update(tx, p.reference_id, {
        is_featured: true,
        promoted_until: new Date(at.getTime() + PROMOTION_DAYS * 86_400_000),
      });
    else await repo.update(tx, p.reference_id, { status: 'published', published_at: at });
  }

  /** Promotions end after their 30 days (billing's 10-minute sweep calls this). */
  endExpiredPromotions() {
    return repo.endExpiredPromotions(this.deps.db, this.deps.clock.now());
  }

  private async job(org: Org, jobSlug: string) {
    const job = await repo.bySlug(this.deps.db, org.id, jobSlug);
    if (!job) throw notFound('Job not found.');
    return job;
  }

  private async checkDirectory(orgId: number, id: number | null | undefined) {
    if (id && !(await directoriesRepository.byId(this.deps.db, orgId, id)))
      throw invalid({ directory_id: 'Choose one of your folders.' });
  }

  /** The plan facts the web app routes by (spec §3/§4). */
  private async gates(auth: AuthContext, org: Org) {
    const plan = await this.plans.current(auth, org.slug);
    const open = await repo.countWithinPlan(this.deps.db, org.id);
    return {
      plan,
      is_out_of_plan: plan.job_limit !== null && open >= plan.job_limit,
      hasQuestionAccess: plan.has_question_access,
      hasPromotionAccess: plan.has_promotion_access,
    };
  }

  async create({ org }: OrgAccess, auth: AuthContext, body: Body): Promise<Answer<JobCreatedView>> {
    await this.checkDirectory(org.id, body.directory_id);
    const g = await this.gates(auth, org);
    const wantsPublish = body.status === 'published';
    if (wantsPublish && org.approval_status !== 'approved')
      throw notApproved(' Save it as a draft meanwhile.');
    const publish = wantsPublish && !g.is_out_of_plan;
    const job = await repo.insert(this.deps.db, {
      ...columns(body),
      organization_id: org.id,
      slug: `${slugify(body.title).slice(0, 140)}-${randomToken(3)}`,
      status: publish ? 'published' : 'draft',
      published_at: publish ? this.deps.clock.now() : null,
      created_by: auth.userId,
    });
    // Spec §4: out of plan → publish; plan other than Basic Plan with question access → questions; promotion access → promote; else details.
    const next =
      wantsPublish && g.is_out_of_plan
        ? 'publish'
        : g.plan.name !== PLAN_BASIC && g.hasQuestionAccess
          ? 'questions'
          : g.hasPromotionAccess
            ? 'promote'
            : 'details';
    return {
      message: publish ? 'Your job has been published.' : 'Your job has been saved as a draft.',
      data: {
        job: toJob(job),
        next,
        is_out_of_plan: g.is_out_of_plan && wantsPublish,
        hasQuestionAccess: g.hasQuestionAccess,
        hasPromotionAccess: g.hasPromotionAccess,
      },
    };
  }

  async update(
    { org }: OrgAccess,
    auth: AuthContext,
    jobSlug: string,
    body: Body,
  ): Promise<Answer<JobUpdatedView>> {
    const job = await this.job(org, jobSlug);
    await this.checkDirectory(org.id, body.directory_id);
    const g = await this.gates(auth, org);
    const row = await repo.update(this.deps.db, job.id, columns(body));
    // Spec §4 after update: questions access, promotion access, details.
    const next = g.hasQuestionAccess ? 'questions' : g.hasPromotionAccess ? 'promote' : 'details';
    return {
      message: 'Your job has been updated.',
      data: {
        job: toJob(row),
        next,
        hasQuestionAccess: g.hasQuestionAccess,
        hasPromotionAccess: g.hasPromotionAccess,
      },
    };
  }

  /**
   * A job as `viewer` may see it: published jobs of live organizations for everyone, any job for its
   * team, and a closed one for those who applied to it.
   */
  async show(slug: string, jobSlug: string, viewer: AuthContext | null): Promise<JobPageView> {
    const row = await repo.publicPage(this.deps.db, slug, jobSlug);
    if (!row) throw notFound('Job not found.');
    const { job, org, questions } = row;
    const live = job.status === 'published' && org.status === 'active' && !org.is_archived;
    // Public route: team membership only widens what a signed-in viewer sees, so it is checked here
    // (visitors skip the query).
    const [team, application] = viewer
      ? await Promise.all([
          this.orgs.can(slug, viewer.userId, 'jobs'),
          applicationsRepository.byJobAndUser(this.deps.db, job.id, viewer.userId),
        ])
      : [false, undefined];
    // Someone who applied still reads the job they applied to once it closes (their application
    // links to it); everyone else outside the team is told it is not there.
    if (!live && !team && application === undefined) throw notFound('Job not found.');
    // The team's own looks are not views (off the request path: a Redis push, not awaited).
    if (!team)
      this.analytics.record({
        kind: 'job_view',
        ownerKey: `org:${org.id}`,
        subjectId: job.id,
        viewerUserId: viewer?.userId,
      });
    const organization = {
      slug: org.slug,
      company_name: org.company_name,
      company_profile_image: org.company_profile_image,
    };
    // After withdrawing, the page offers to apply again (the job page still opens for them, as above).
    const applied = application !== undefined && application.status !== 'withdrawn';
    return toJobPage(job, questions, organization, team, applied);
  }

  async list({ org }: OrgAccess, q: z.output<typeof jobListQuery>): Promise<Page<JobView>> {
    const statuses: JobRow['status'][] = q.is_archived ? ['archived'] : [...STATUSES_FOR[q.filter]];
    const { rows, total } = await repo.page(this.deps.db, org.id, {
      statuses,
      search: q.search,
      directoryId: q.directory_id,
      page: q.page,
      perPage: q.perPage,
    });
    return pageOf(rows.map(toJob), total, q.page, q.perPage);
  }

  async flatList({ org }: OrgAccess): Promise<JobOptionView[]> {
    return (await repo.flat(this.deps.db, org.id)).map(toJobOption);
  }

  async counts({ org }: OrgAccess): Promise<JobCountsView> {
    const rows = await repo.counts(this.deps.db, org.id);
    const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    const c = {
      draft: by.draft ?? 0,
      published: by.published ?? 0,
      archived: by.archived ?? 0,
      closed: by.closed ?? 0,
    };
    return { jobsCount: c.draft + c.published + c.closed, ...c };
  }

  async featured(page: number, perPage: number): Promise<FeaturedJobView[]> {
    const rows = await repo.featured(this.deps.db, perPage, (page - 1) * perPage);
    return rows.map((r) => toFeaturedJob(r.job, r.org));
  }

  /** Published jobs of live organizations in a job category or of one organization, newest first. */
  async published(
    f: { category?: string; organizationId?: number },
    page: number,
    perPage: number,
  ): Promise<FeaturedJobView[]> {
    const rows = await repo.published(this.deps.db, f, perPage, (page - 1) * perPage);
    return rows.map((r) => toFeaturedJob(r.job, r.org));
  }

  async duplicate({ org }: OrgAccess, userId: number, jobSlug: string, body: z.output<typeof duplicateBody>) {
    const job = await this.job(org, jobSlug);
    await this.checkDirectory(org.id, body.dir_id);
    const {
      id: _id,
      slug: _s,
      created_at: _c,
      updated_at: _u,
      published_at: _p,
      status: _st,
      is_featured: _f,
      // What was paid for stays with the job that was paid for: a copy starts unpromoted and unpaid.
      promoted_until: _pu,
      fee_paid_at: _fee,
      ...copy
    } = job;
    const row = await this.deps.db.transaction(async (tx) => {
      const dup = await repo.insert(tx, {
        ...copy,
        slug: `${slugify(job.title).slice(0, 140)}-${randomToken(3)}`,
        status: 'draft',
        directory_id: body.dir_id ?? job.directory_id,
        created_by: userId,
      });
      const qs = await repo.questions(tx, job.id);
      if (qs.length)
        await repo.insertQuestions(
          tx,
          qs.map(({ id: _i, uid: _x, created_at: _d, ...q }) => ({ ...q, job_id: dup.id })),
        );
      return dup;
    });
    return { message: 'The job has been duplicated as a draft.', data: toJob(row) };
  }

  async archive({ org }: OrgAccess, jobSlug: string) {
    const job = await this.job(org, jobSlug);
    return {
      message: 'The job has been archived.',
      data: toJob(await repo.update(this.deps.db, job.id, { status: 'archived' })),
    };
  }

  /** Draft, archived or closed → published, within the plan and only for approved organizations. */
  async open({ org }: OrgAccess, auth: AuthContext, jobSlug: string) {
    const job = await this.job(org, jobSlug);
    if (job.status === 'published') return { message: 'The job is already open.', data: toJob(job) };
    if (org.approval_status !== 'approved') throw notApproved();
    // A job whose flat fee was paid covers itself: opening it again costs nothing more.
    if (!job.fee_paid_at && (await this.gates(auth, org)).is_out_of_plan) throw outOfPlan();
    const row = await repo.update(this.deps.db, job.id, {
      status: 'published',
      published_at: job.published_at ?? this.deps.clock.now(),
    });
    return { message: 'Your job has been published.', data: toJob(row) };
  }

  async remove({ org }: OrgAccess, jobSlug: string) {
    const job = await this.job(org, jobSlug);
    await repo.remove(this.deps.db, job.id);
    return { message: 'The job has been deleted.', data: null };
  }

  /**
   * An administrator's removal (the admin module's content removal, inside its transaction). A job
   * with applications is closed, not deleted: the applications, interviews and conversations about
   * it are the applicants' records too and go with the row (cascade). Without any, it is deleted.
   * `ref` is the job's id, or a slug naming one job (slugs repeat across organizations: 409).
   */
  async adminRemove(tx: Tx, ref: string) {
    const found = await repo.adminFind(tx, ref);
    if (!found.length) return null;
    if (found.length > 1) throw conflict('Several jobs have this slug. Name the job by its id.');
    const job = found[0];
    const soft = job.has_applications;
    if (soft) await repo.update(tx, job.id, { status: 'closed', is_featured: false });
    else await repo.remove(tx, job.id);
    return {
      id: job.id,
      key: job.slug,
      title: job.title,
      mode: soft ? ('soft' as const) : ('hard' as const),
      ownerUserIds: [job.owner_id],
      organizationId: job.organization_id,
      details: { organization: job.company_name, previous_status: job.status },
    };
  }

  /** Attaches bank questions (copied, so later bank edits do not change a live job) and new ones. */
  async attachQuestions(
    { org }: OrgAccess,
    auth: AuthContext,
    jobSlug: string,
    body: z.output<typeof jobQuestionsBody>,
  ) {
    const job = await this.job(org, jobSlug);
    // After a downgrade existing questions stay on their jobs, but new ones need the plan's access.
    if (!(await this.gates(auth, org)).hasQuestionAccess)
      throw forbidden(
        'Your plan does not include screening questions. Upgrade your plan to add them.',
        'plan_required',
      );
    const bank = body.question_uuids.length
      ? await repo.bankQuestions(this.deps.db, org.id, body.question_uuids)
      : [];
    if (bank.length !== new Set(body.question_uuids).size)
      throw invalid({ question_uuids: 'Choose questions from your question bank.' });
    const asked = [
      ...bank.map((b) => ({
        question: b.question,
        type: b.type,
        options: b.options,
        is_required: b.is_required,
      })),
      ...body.questions.map((q) => ({ ...q, options: q.type === 'multiple_choice' ? q.options : [] })),
    ];
    if (!asked.length) throw invalid({ questions: 'Add at least one question.' });
    // The job row is locked so two submissions (a double click, a retried request) are applied one
    // after the other: the second sees the first's questions, so positions never clash and a question
    // already on the job (same wording) is not attached twice.
    const { questions, added } = await this.deps.db.transaction(async (tx) => {
      await repo.lockById(tx, job.id);
      const existing = await repo.questions(tx, job.id);
      const seen = new Set(existing.map((q) => sameQuestion(q.question)));
      const fresh = asked.filter((q) => {
        const key = sameQuestion(q.question);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (!fresh.length) return { questions: existing, added: 0 };
      await repo.insertQuestions(
        tx,
        fresh.map((q, i) => ({ ...q, job_id: job.id, position: nextPosition(existing) + i })),
      );
      return { questions: await repo.questions(tx, job.id), added: fresh.length };
    });
    return {
      message: added ? 'Questions have been added to the job.' : 'These questions are already on the job.',
      data: { job_slug: job.slug, questions: questions.map(toQuestion), next: 'reviewJob' as const },
    };
  }

  async removeQuestion({ org }: OrgAccess, jobSlug: string, uid: string) {
    const job = await this.job(org, jobSlug);
    if (!(await repo.removeQuestion(this.deps.db, job.id, uid))) throw notFound('Question not found.');
    return { message: 'The question has been removed from the job.', data: null };
  }

  /** What a promotion or a flat-fee publication costs this organization, tokens first (the review step). */
  async paymentQuote(
    { org }: OrgAccess,
    auth: AuthContext,
    jobSlug: string,
    kind: 'promote' | 'flat-fee',
    useTokens: boolean,
  ) {
    await this.job(org, jobSlug);
    // Billing's own check: paying for the organization also needs its billing permission.
    const owner = await this.purchases.ownerFor(auth, org.slug);
    return this.purchases.quote(owner, this.price(kind), useTokens);
  }

  private price(kind: 'promote' | 'flat-fee') {
    return kind === 'promote' ? this.deps.config.JOB_PROMOTION_CENTS : this.deps.config.JOB_FLAT_FEE_CENTS;
  }

  /**
   * Promotion (30 days featured) or publishing over the plan's limit, paid with tokens first and
   * the chosen (or primary) card for the rest. Refusals that cost nothing come before any money moves.
   */
  async pay(
    kind: 'promote' | 'flat-fee',
    { org }: OrgAccess,
    auth: AuthContext,
    jobSlug: string,
    body: { billing_method_id?: number | null; use_tokens: boolean },
  ) {
    const job = await this.job(org, jobSlug);
    // Billing's own check: paying for the organization also needs its billing permission.
    const owner = await this.purchases.ownerFor(auth, org.slug);
    const now = this.deps.clock.now();
    if (kind === 'promote') {
      const g = await this.gates(auth, org);
      if (!g.hasPromotionAccess)
        throw forbidden(
          'Your plan does not include promotions. Upgrade your plan to promote jobs.',
          'plan_required',
        );
      if (job.status === 'archived' || job.status === 'closed')
        throw conflict('Only draft and open jobs can be promoted.');
    } else {
      if (job.status === 'published') throw conflict('This job is already open.');
      if (job.fee_paid_at) throw conflict('This job is already paid for: open it without a fee.');
      if (org.approval_status !== 'approved') throw notApproved();
      if (!(await this.gates(auth, org)).is_out_of_plan)
        throw conflict('Your plan has room for this job: open it without a fee.');
    }
    const paid = await this.purchases.pay({
      owner,
      purpose: kind === 'promote' ? 'job_promotion' : 'job_flat_fee',
      referenceId: job.id,
      priceCents: this.price(kind),
      description: `${kind === 'promote' ? '30-day promotion' : 'Flat-fee publication'}: ${job.title}`.slice(
        0,
        300,
      ),
      billingMethodId: body.billing_method_id,
      useTokens: body.use_tokens,
      apply: async (tx) => {
        const fresh = await repo.lockById(tx, job.id);
        if (kind === 'promote') {
          const from = fresh.promoted_until && fresh.promoted_until > now ? fresh.promoted_until : now;
          await repo.update(tx, job.id, {
            is_featured: true,
            promoted_until: new Date(from.getTime() + PROMOTION_DAYS * 86_400_000),
          });
        } else {
          await repo.update(tx, job.id, {
            status: 'published',
            published_at: fresh.published_at ?? now,
            fee_paid_at: fresh.fee_paid_at ?? now,
          });
        }
      },
    });
    const row = await repo.bySlug(this.deps.db, org.id, job.slug);
    return {
      message: kind === 'promote' ? 'Your job is promoted for 30 days.' : 'Your job has been published.',
      data: { job: toJob(row!), ...paid },
    };
  }

  /** Resolves a shared job link (share/{token}) to what a share dialog or a preview needs. */
  async share(token: string, viewer: AuthContext | null) {
    const ref = readShareToken(token);
    if (!ref) throw notFound('Job not found.');
    const job = await this.show(ref.org, ref.job, viewer);
    return {
      message: 'Share this job.',
      data: {
        url: `${this.deps.config.APP_URL}/organization/jobs/${ref.org}/details/${ref.job}`,
        title: `${job.title} at ${job.organization.company_name}`,
        description: job.description.slice(0, 200),
      },
    };
  }
}
