import type { duplicateBody, jobBody, jobListQuery, jobQuestionsBody } from '@hctl/contracts';
import { PLAN_BASIC } from '@hctl/contracts/constants';
import { schema } from '@hctl/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { randomToken } from '../../lib/crypto';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { slugify } from '../../lib/slug';
import type { AuthContext } from '../../plugins/auth';
import type { PurchasesService } from '../billing/purchases.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { PlansService } from '../plans/plans.service';
import { readShareToken, toJob, toQuestion } from './jobs.mapper';
import { type JobRow, jobsRepository as repo } from './jobs.repository';

type Body = z.output<typeof jobBody>;
const cents = (v: number | null | undefined) => (v == null ? null : Math.round(v * 100));
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
export const PROMOTION_DAYS = 30;

/** Jobs of an organization: posting with the spec's plan gates (§4), lifecycle, lists, public view. */
export class JobsService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private plans: PlansService,
    private purchases: PurchasesService,
  ) {}

  private async job(slug: string, auth: AuthContext, jobSlug: string) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
    const job = await repo.bySlug(this.deps.db, org.id, jobSlug);
    if (!job) throw notFound('Job not found.');
    return { org, job };
  }

  private async checkDirectory(orgId: number, id: number | null | undefined) {
    if (id && !(await repo.directory(this.deps.db, orgId, id)))
      throw invalid({ directory_id: 'Choose one of your folders.' });
  }

  /** The plan facts the web app routes by (spec §3/§4). */
  private async gates(auth: AuthContext, slug: string, orgId: number) {
    const plan = await this.plans.current(auth, slug);
    const open = await repo.countPublished(this.deps.db, orgId);
    return {
      plan,
      is_out_of_plan: plan.job_limit !== null && open >= plan.job_limit,
      hasQuestionAccess: plan.has_question_access,
      hasPromotionAccess: plan.has_promotion_access,
    };
  }

  async create(slug: string, auth: AuthContext, body: Body) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
    await this.checkDirectory(org.id, body.directory_id);
    const g = await this.gates(auth, slug, org.id);
    const wantsPublish = body.status === 'published';
    if (wantsPublish && org.approval_status !== 'approved') {
      throw forbidden(
        'Your organization must be approved by HCTL before it can publish jobs. Save it as a draft meanwhile.',
        'organization_not_approved',
      );
    }
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

  async update(slug: string, auth: AuthContext, jobSlug: string, body: Body) {
    const { org, job } = await this.job(slug, auth, jobSlug);
    await this.checkDirectory(org.id, body.directory_id);
    const g = await this.gates(auth, slug, org.id);
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

  /** A job as `viewer` may see it: published jobs of live organizations for everyone, any job for its team. */
  async show(slug: string, jobSlug: string, viewer: AuthContext | null) {
    const row = await repo.publicPage(this.deps.db, slug, jobSlug);
    if (!row) throw notFound('Job not found.');
    const { job, org, questions } = row;
    const live = job.status === 'published' && org.status === 'active' && !org.is_archived;
    // Only a signed-in viewer of a job that is not live needs the team check (one query fewer for visitors).
    const team = viewer ? await this.orgs.can(slug, viewer.userId, 'jobs') : false;
    if (!live && !team) throw notFound('Job not found.');
    return {
      ...toJob(job, {
        questions,
        organization: {
          slug: org.slug,
          company_name: org.company_name,
          company_profile_image: org.company_profile_image,
        },
      }),
      is_team: team,
    };
  }

  async list(slug: string, auth: AuthContext, q: z.output<typeof jobListQuery>) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
    const statuses: JobRow['status'][] = q.is_archived ? ['archived'] : [...STATUSES_FOR[q.filter]];
    const { rows, total } = await repo.page(this.deps.db, org.id, {
      statuses,
      search: q.search,
      directoryId: q.directory_id,
      page: q.page,
      perPage: q.perPage,
    });
    return pageOf(
      rows.map((r) => toJob(r)),
      total,
      q.page,
      q.perPage,
    );
  }

  async flatList(slug: string, auth: AuthContext) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
    return repo.flat(this.deps.db, org.id);
  }

  async counts(slug: string, auth: AuthContext) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'jobs');
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

  async featured(page: number, perPage: number) {
    const rows = await repo.featured(this.deps.db, perPage, (page - 1) * perPage);
    return rows.map((r) => toJob(r.job, { organization: r.org }));
  }

  async duplicate(slug: string, auth: AuthContext, jobSlug: string, body: z.output<typeof duplicateBody>) {
    const { org, job } = await this.job(slug, auth, jobSlug);
    await this.checkDirectory(org.id, body.dir_id);
    const {
      id: _id,
      slug: _s,
      created_at: _c,
      updated_at: _u,
      published_at: _p,
      status: _st,
      is_featured: _f,
      ...copy
    } = job;
    const row = await this.deps.db.transaction(async (tx) => {
      const dup = await repo.insert(tx, {
        ...copy,
        slug: `${slugify(job.title).slice(0, 140)}-${randomToken(3)}`,
        status: 'draft',
        directory_id: body.dir_id ?? job.directory_id,
        created_by: auth.userId,
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

  async archive(slug: string, auth: AuthContext, jobSlug: string) {
    const { job } = await this.job(slug, auth, jobSlug);
    return {
      message: 'The job has been archived.',
      data: toJob(await repo.update(this.deps.db, job.id, { status: 'archived' })),
    };
  }

  /** Draft, archived or closed → published, within the plan and only for approved organizations. */
  async open(slug: string, auth: AuthContext, jobSlug: string) {
    const { org, job } = await this.job(slug, auth, jobSlug);
    if (job.status === 'published') return { message: 'The job is already open.', data: toJob(job) };
    if (org.approval_status !== 'approved')
      throw forbidden(
        'Your organization must be approved by HCTL before it can publish jobs.',
        'organization_not_approved',
      );
    if ((await this.gates(auth, slug, org.id)).is_out_of_plan) throw outOfPlan();
    const row = await repo.update(this.deps.db, job.id, {
      status: 'published',
      published_at: job.published_at ?? this.deps.clock.now(),
    });
    return { message: 'Your job has been published.', data: toJob(row) };
  }

  async remove(slug: string, auth: AuthContext, jobSlug: string) {
    const { job } = await this.job(slug, auth, jobSlug);
    await repo.remove(this.deps.db, job.id);
    return { message: 'The job has been deleted.', data: null };
  }

  /** Attaches bank questions (copied, so later bank edits do not change a live job) and new ones. */
  async attachQuestions(
    slug: string,
    auth: AuthContext,
    jobSlug: string,
    body: z.output<typeof jobQuestionsBody>,
  ) {
    const { org, job } = await this.job(slug, auth, jobSlug);
    // After a downgrade existing questions stay on their jobs, but new ones need the plan's access.
    if (!(await this.gates(auth, slug, org.id)).hasQuestionAccess)
      throw forbidden(
        'Your plan does not include screening questions. Upgrade your plan to add them.',
        'plan_required',
      );
    const bank = body.question_uuids.length
      ? await this.deps.db
          .select()
          .from(schema.questionBank)
          .where(
            and(
              eq(schema.questionBank.organization_id, org.id),
              inArray(schema.questionBank.uuid, body.question_uuids),
            ),
          )
      : [];
    if (bank.length !== new Set(body.question_uuids).size)
      throw invalid({ question_uuids: 'Choose questions from your question bank.' });
    const existing = await repo.questions(this.deps.db, job.id);
    const all = [
      ...bank.map((b) => ({
        question: b.question,
        type: b.type,
        options: b.options,
        is_required: b.is_required,
      })),
      ...body.questions.map((q) => ({ ...q, options: q.type === 'multiple_choice' ? q.options : [] })),
    ];
    if (!all.length) throw invalid({ questions: 'Add at least one question.' });
    await repo.insertQuestions(
      this.deps.db,
      all.map((q, i) => ({ ...q, job_id: job.id, position: existing.length + i })),
    );
    const questions = await repo.questions(this.deps.db, job.id);
    return {
      message: 'Questions have been added to the job.',
      data: { job_slug: job.slug, questions: questions.map(toQuestion), next: 'reviewJob' },
    };
  }

  async removeQuestion(slug: string, auth: AuthContext, jobSlug: string, uid: string) {
    const { job } = await this.job(slug, auth, jobSlug);
    if (!(await repo.removeQuestion(this.deps.db, job.id, uid))) throw notFound('Question not found.');
    return { message: 'The question has been removed from the job.', data: null };
  }

  /** What a promotion or a flat-fee publication costs this organization, tokens first (the review step). */
  async paymentQuote(
    slug: string,
    auth: AuthContext,
    jobSlug: string,
    kind: 'promote' | 'flat-fee',
    useTokens: boolean,
  ) {
    const { org } = await this.job(slug, auth, jobSlug);
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
    slug: string,
    auth: AuthContext,
    jobSlug: string,
    body: { billing_method_id?: number | null; use_tokens: boolean },
  ) {
    const { org, job } = await this.job(slug, auth, jobSlug);
    const owner = await this.purchases.ownerFor(auth, org.slug);
    const now = this.deps.clock.now();
    if (kind === 'promote') {
      const g = await this.gates(auth, slug, org.id);
      if (!g.hasPromotionAccess)
        throw forbidden(
          'Your plan does not include promotions. Upgrade your plan to promote jobs.',
          'plan_required',
        );
      if (job.status === 'archived' || job.status === 'closed')
        throw conflict('Only draft and open jobs can be promoted.');
    } else {
      if (job.status === 'published') throw conflict('This job is already open.');
      if (org.approval_status !== 'approved')
        throw forbidden(
          'Your organization must be approved by HCTL before it can publish jobs.',
          'organization_not_approved',
        );
      if (!(await this.gates(auth, slug, org.id)).is_out_of_plan)
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
        const [fresh] = await tx.select().from(schema.jobs).where(eq(schema.jobs.id, job.id)).for('update');
        if (kind === 'promote') {
          const from = fresh.promoted_until && fresh.promoted_until > now ? fresh.promoted_until : now;
          await repo.update(tx, job.id, {
            is_featured: true,
            promoted_until: new Date(from.getTime() + PROMOTION_DAYS * 86_400_000),
          });
        } else {
          await repo.update(tx, job.id, { status: 'published', published_at: fresh.published_at ?? now });
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
        title: `${job.title} at ${job.organization?.company_name}`,
        description: job.description.slice(0, 200),
      },
    };
  }

  toView(j: JobRow) {
    return toJob(j);
  }
}
