import { ORG_PERMISSION_KEYS } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { bearer, login, type MadeUser, makeUser, type TestContext } from '../../../../test/context';
import { MP4, makePdf, multipart, PNG } from '../../../../test/fixtures';
import { giveTokens, subscribe } from '../../../modules/billing/__tests__/helpers';
import { SECTIONS } from '../../../modules/individual-profile/sections.config';
import { shareToken } from '../../../modules/jobs/jobs.mapper';
import { sectionCreateBody } from './bodies';

/** The nine callers of the authorization matrix, in the table's column order. */
export const ACTORS = [
  'anonymous',
  'unverified',
  'individualA',
  'individualB',
  'orgOwner',
  'memberWith',
  'memberWithout',
  'otherOwner',
  'superAdmin',
] as const;
export type Actor = (typeof ACTORS)[number];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * Individual A with one of everything (profile sections, files, a card, an application, an
 * interview, invitations), organization O with a job, questions, folders, items, media, roles and
 * two members (one whose role holds every permission, one whose role holds none), another
 * organization, a super admin and a user who has not verified the e-mail.
 */
export async function buildWorld(ctx: TestContext) {
  const users: Record<Actor, MadeUser | null> = {
    anonymous: null,
    unverified: await makeUser(ctx, { verified: false }),
    individualA: await makeUser(ctx, { phone: '+15125550101' }),
    individualB: await makeUser(ctx),
    orgOwner: await makeUser(ctx, { role: 'organization', company: 'Matrix Hospital', approved: true }),
    memberWith: await makeUser(ctx),
    memberWithout: await makeUser(ctx),
    otherOwner: await makeUser(ctx, { role: 'organization', company: 'Elsewhere Clinic', approved: true }),
    superAdmin: await makeUser(ctx, { role: 'super-admin' }),
  };
  /** Whose account anonymous public calls (sign-in codes, resets) are about; not an actor. */
  const C = await makeUser(ctx);
  /** A second super admin, for admin-role assignment. */
  const admin2 = await makeUser(ctx, { role: 'super-admin' });
  const tokens = {} as Record<Actor, string | undefined>;
  const relogin = async (actor: Actor) => {
    const u = users[actor];
    // After the account-deletion row A cannot sign in again; that row runs last.
    tokens[actor] = u ? await login(ctx, u).catch(() => undefined) : undefined;
  };
  for (const a of ACTORS) await relogin(a);

  const A = users.individualA!;
  const O = users.orgOwner!;
  const slug = O.orgSlug!;
  const call = async (method: Method, url: string, actor: Actor, payload?: unknown) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: tokens[actor] ? bearer(tokens[actor]!) : {},
      payload: payload as object,
    });
    if (res.statusCode >= 300) throw new Error(`world: ${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const upload = async (
    url: string,
    actor: Actor,
    fields: Record<string, string>,
    file: Parameters<typeof multipart>[1],
  ) => {
    const m = multipart(fields, file);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...m.headers, ...bearer(tokens[actor]!) },
      payload: m.payload,
    });
    if (res.statusCode >= 300) throw new Error(`world: upload ${url} → ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  await subscribe(ctx, O.orgId!, 'organization-premium');
  for (const a of ACTORS) if (users[a]) await giveTokens(ctx, `user:${users[a]!.id}`, 1000, `matrix-${a}`);
  await giveTokens(ctx, `org:${O.orgId!}`, 20_000, 'matrix-o');

  // Organization O: roles, members, content.
  const roleAll = (
    await call('POST', `/${slug}/roles/create`, 'orgOwner', {
      role_name: 'Everything',
      permissions: [...ORG_PERMISSION_KEYS],
    })
  ).id as number;
  const roleNone = (
    await call('POST', `/${slug}/roles/create`, 'orgOwner', {
      role_name: 'Messages only',
      permissions: ['messages'],
    })
  ).id as number;
  await ctx.db.insert(schema.organizationUsers).values([
    { organization_id: O.orgId!, user_id: users.memberWith!.id, role_id: roleAll, role_name: 'Everything' },
    {
      organization_id: O.orgId!,
      user_id: users.memberWithout!.id,
      role_id: roleNone,
      role_name: 'Messages only',
    },
  ]);
  const memberRow = (await ctx.db.query.organizationUsers.findFirst({
    where: (m, { eq: e }) => e(m.user_id, users.memberWithout!.id),
  }))!.id;

  let cards = 0;
  const make = {
    job: async (status: 'published' | 'draft' = 'published') =>
      (
        await call('POST', `/organization/${slug}/job/create`, 'orgOwner', {
          title: 'Matrix ICU RN',
          employment_type: 'full-time',
          city: 'Austin',
          state: 'TX',
          status,
          description: 'Registered nurse for a busy intensive care unit.',
        })
      ).job as { id: number; slug: string },
    draftJob: () => make.job('draft'),
    person: async () => (await makeUser(ctx)).slug,
    video: async () =>
      upload(
        `/organization/${slug}/video`,
        'orgOwner',
        {},
        {
          field: 'video',
          name: 'tour.mp4',
          data: MP4,
          type: 'video/mp4',
        },
      ),
    aboutFacility: async () =>
      (
        await call('POST', `/organization/${slug}/about-facility`, 'orgOwner', {
          title: 'Our ward',
          description: 'Twelve beds.',
        })
      ).id as number,
    /** A fresh member (role without permissions); the organization_users row id. */
    member: async () => {
      const u = await makeUser(ctx);
      const [row] = await ctx.db
        .insert(schema.organizationUsers)
        .values({ organization_id: O.orgId!, user_id: u.id, role_id: roleNone, role_name: 'Messages only' })
        .returning();
      return row.id;
    },
    /** A fresh test-gateway payment method (each with its own expiry, so none is a duplicate). */
    paymentMethod: async (actor: Actor) => {
      cards++;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/billing/test-gateway/payment-methods',
        headers: bearer(tokens[actor] ?? tokens.orgOwner!),
        payload: {
          number: '4242424242424242',
          exp_month: 1 + (cards % 12),
          exp_year: 2030 + Math.floor(cards / 12),
          cvc: '123',
        },
      });
      return res.json().data.payment_method_id as string;
    },
    item: async (kind: string) =>
      (await call('POST', `/organization/${slug}/${kind}/create`, 'orgOwner', { title: `A ${kind}` }))
        .id as number,
    question: async () =>
      (
        await call('POST', `/organization/${slug}/question-bank/create`, 'orgOwner', {
          question: 'Do you hold an active RN license?',
          type: 'yes_no',
        })
      ).uuid as string,
    directory: async () =>
      (await call('POST', `/organization/${slug}/job-directory/create`, 'orgOwner', { name: 'ICU' }))
        .id as number,
    orgInvite: async (email: string) =>
      (await call('POST', '/organization/users/send-invite', 'orgOwner', { slug, email, role_id: roleNone }))
        .id as number,
    media: async () =>
      (
        await upload(
          `/organization/${slug}/about-facility/upload`,
          'orgOwner',
          {},
          {
            field: 'media',
            name: 'ward.png',
            data: PNG,
            type: 'image/png',
          },
        )
      ).id as number,
    jobQuestion: async (jobSlug: string) =>
      (
        await call('POST', `/organization/${slug}/job/${jobSlug}/create/job-questions`, 'orgOwner', {
          questions: [{ question: 'Can you work nights?', type: 'yes_no', is_required: false }],
        })
      ).questions.at(-1).uid as string,
    role: async (name: string) =>
      (await call('POST', `/${slug}/roles/create`, 'orgOwner', { role_name: name, permissions: ['jobs'] }))
        .id as number,
    adminRole: async (name: string) =>
      (
        await call('POST', '/admin/admin-roles/create', 'superAdmin', {
          role_name: name,
          permissions: ['jobs'],
        })
      ).id as number,
    section: async (path: string, body: unknown) => {
      const data = await call('POST', `/individual${path}`, 'individualA', body);
      return (Array.isArray(data) ? data[0].id : (data.id ?? data.skills?.[0]?.id)) as number;
    },
    card: async (actor: Actor, orgSlug?: string) =>
      (
        await call('POST', `/billing-method${orgSlug ? `?slug=${orgSlug}` : ''}`, actor, {
          payment_method_id: await make.paymentMethod(actor),
        })
      ).id as number,
    resume: async () =>
      (
        await upload(
          '/individual/resume-letter',
          'individualA',
          { type: 'resume' },
          {
            field: 'file',
            name: 'cv.pdf',
            data: makePdf(['Matrix A, RN']),
            type: 'application/pdf',
          },
        )
      ).id as number,
  };

  const job = await make.job();
  const jobQuestion = await make.jobQuestion(job.slug);
  const resumeId = await make.resume();
  // Invited first, then applying (an applicant is not invited again).
  await call('POST', `/organization/${slug}/job/${job.slug}/invitation`, 'orgOwner', { user_slug: A.slug });
  const application = await upload(
    `/organization/${slug}/job/apply/`,
    'individualA',
    {
      job_id: String(job.id),
      first_name: 'Ann',
      last_name: 'Matrix',
      email: A.email,
      resume_id: String(resumeId),
    },
    undefined,
  );
  const interview = await call('POST', `/organization/${slug}/job/interviews/store`, 'orgOwner', {
    application_id: application.id,
    schedule_date: '2027-03-01T15:00:00.000Z',
    timezone: 'America/Chicago',
    mode: 'video',
  });
  const orgInvitation = await make.orgInvite(A.email);
  const otherJob = (
    await call('POST', `/organization/${users.otherOwner!.orgSlug}/job/create`, 'otherOwner', {
      title: 'Elsewhere RN',
      employment_type: 'full-time',
      is_remote: true,
      description: 'A job of another organization.',
    })
  ).job as { id: number; slug: string };

  const sections: Record<string, number> = {};
  for (const sec of SECTIONS)
    sections[sec.key] = await make.section(sec.create.path, sectionCreateBody(sec.key));
  const ids = {
    job,
    share: shareToken(slug, job.slug),
    sections,
    otherJob,
    jobQuestion,
    application: application.id as number,
    interview: interview.id as number,
    orgInvitation,
    roleAll,
    roleNone,
    memberRow,
    volunteer: await make.item('volunteer'),
    community: await make.item('community'),
    facility: await make.item('facility'),
    research: await make.item('research'),
    question: await make.question(),
    directory: await make.directory(),
    media: await make.media(),
    aboutFacility: await make.aboutFacility(),
    resumeImport: (
      await upload(
        '/individual/resume-import',
        'individualA',
        {},
        {
          field: 'file',
          name: 'cv.pdf',
          data: makePdf(['Ann Matrix', 'EXPERIENCE', 'ICU RN, Austin General, 2016 - present']),
          type: 'application/pdf',
        },
      )
    ).id as number,
    adminRole: await make.adminRole('Matrix moderators'),
    cardA: await make.card('individualA'),
    cardO: await make.card('orgOwner', slug),
    resume: resumeId,
  };
  await ctx.db.update(schema.users).set({ phone_verified_at: new Date() }).where(eq(schema.users.id, A.id));
  await call('POST', `/organization/${slug}/account/publish`, 'orgOwner');
  /** Switches O's plan in place (no charge), for rows that need another plan's limits. */
  const setPlan = async (planSlug: string) => {
    const plan = await ctx.db.query.plans.findFirst({ where: (p, { eq: e }) => e(p.slug, planSlug) });
    await ctx.db
      .update(schema.subscriptions)
      .set({ plan_id: plan!.id })
      .where(eq(schema.subscriptions.organization_id, O.orgId!));
  };
  return { ctx, users, tokens, relogin, call, upload, make, setPlan, ids, A, C, O, admin2, slug };
}
