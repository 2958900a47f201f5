import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser } from '../../../../test/context';
import { subscribe } from '../../billing/__tests__/helpers';

const {
  ctx,
  call,
  user: owner,
} = apiSuite({ as: { role: 'organization', company: 'Harbor Hospital', approved: true } });
let t: string;
beforeAll(() => {
  t = owner.token;
});

const job = (over: Record<string, unknown> = {}) => ({
  title: 'Night Shift ICU RN',
  category: 'nursing',
  specialty: 'Registered Nurse (RN)',
  employment_type: 'full-time',
  shift: 'night',
  shift_hours: '19:00-07:00, 3x12',
  city: 'Austin',
  state: 'TX',
  pay_min: 48,
  pay_max: 62.5,
  pay_period: 'hour',
  benefits: ['medical insurance', 'dental', 'paid time off'],
  required_licenses: ['RN'],
  health_requirements: ['tb test', 'flu shot'],
  languages: ['english'],
  description: 'Care for critically ill adults in a 24-bed ICU with a 1:2 ratio.',
  ...over,
});

describe('posting jobs', () => {
  it('publishes a job with pay transparency and routes Basic Plan to details', async () => {
    const res = await call('POST', `/organization/${owner.orgSlug}/job/create`, t, job());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      next: 'details',
      is_out_of_plan: false,
      hasQuestionAccess: false,
      job: { status: 'published', pay_min: 48, pay_max: 62.5, pay_period: 'hour', shift: 'night' },
    });
    expect(res.json().data.job.slug).toMatch(/^night-shift-icu-rn-[0-9a-f]{6}$/);
  });

  it('rejects invalid jobs and stores nothing', async () => {
    const before = (await ctx.db.select().from(schema.jobs)).length;
    const fields = await call(
      'POST',
      `/organization/${owner.orgSlug}/job/create`,
      t,
      job({ employment_type: 'gig', benefits: ['free pizza'], title: '' }),
    );
    expect(fields.statusCode).toBe(422);
    expect(Object.keys(fields.json().errors)).toEqual(
      expect.arrayContaining(['employment_type', 'benefits.0', 'title']),
    );
    const cross = await call(
      'POST',
      `/organization/${owner.orgSlug}/job/create`,
      t,
      job({ pay_min: 70, pay_max: 50, pay_period: null, city: null, state: null }),
    );
    expect(cross.statusCode).toBe(422);
    expect(Object.keys(cross.json().errors)).toEqual(
      expect.arrayContaining(['pay_max', 'pay_period', 'city']),
    );
    expect((await ctx.db.select().from(schema.jobs)).length).toBe(before);
  });

  it('is refused to anonymous callers, other organizations and members without the jobs permission', async () => {
    expect(
      (await call('POST', `/organization/${owner.orgSlug}/job/create`, undefined, job())).statusCode,
    ).toBe(401);
    const other = await makeUser(ctx, { role: 'organization', approved: true });
    expect(
      (await call('POST', `/organization/${owner.orgSlug}/job/create`, await login(ctx, other), job()))
        .statusCode,
    ).toBe(404);
    const member = await makeUser(ctx);
    const role = (
      await call('POST', `/${owner.orgSlug}/roles/create`, t, {
        role_name: 'Biller',
        permissions: ['billing'],
      })
    ).json().data;
    await ctx.db
      .insert(schema.organizationUsers)
      .values({ organization_id: owner.orgId!, user_id: member.id, role_id: role.id, role_name: 'Biller' });
    expect(
      (await call('POST', `/organization/${owner.orgSlug}/job/create`, await login(ctx, member), job()))
        .statusCode,
    ).toBe(403);
  });

  it('keeps unapproved organizations to drafts', async () => {
    const pending = await makeUser(ctx, { role: 'organization' });
    const tp = await login(ctx, pending);
    const refused = await call('POST', `/organization/${pending.orgSlug}/job/create`, tp, job());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('organization_not_approved');
    const draft = await call(
      'POST',
      `/organization/${pending.orgSlug}/job/create`,
      tp,
      job({ status: 'draft' }),
    );
    expect(draft.json().data.job.status).toBe('draft');
    expect(
      (await call('POST', `/organization/${pending.orgSlug}/job/${draft.json().data.job.slug}/open`, tp))
        .statusCode,
    ).toBe(403);
  });

  it('applies the plan gates: over the job limit the job waits for a flat-fee publish', async () => {
    const org = await makeUser(ctx, { role: 'organization', approved: true });
    const to = await login(ctx, org);
    for (let i = 0; i < 3; i++)
      expect(
        (await call('POST', `/organization/${org.orgSlug}/job/create`, to, job())).json().data.job.status,
      ).toBe('published');
    const fourth = await call('POST', `/organization/${org.orgSlug}/job/create`, to, job());
    expect(fourth.json().data).toMatchObject({
      next: 'publish',
      is_out_of_plan: true,
      job: { status: 'draft' },
    });
    const open = await call(
      'POST',
      `/organization/${org.orgSlug}/job/${fourth.json().data.job.slug}/open`,
      to,
    );
    expect(open.statusCode).toBe(400);
    expect(open.json().code).toBe('out_of_plan');
    const fee = await call(
      'POST',
      `/organization/${org.orgSlug}/job/${fourth.json().data.job.slug}/flat-fee`,
      to,
    );
    expect(fee.statusCode).toBe(400);
    expect(fee.json().code).toBe('payment_required');
  });

  it('routes premium organizations to questions', async () => {
    const org = await makeUser(ctx, { role: 'organization', approved: true });
    await subscribe(ctx, org.orgId!);
    const res = await call('POST', `/organization/${org.orgSlug}/job/create`, await login(ctx, org), job());
    expect(res.json().data).toMatchObject({
      next: 'questions',
      hasQuestionAccess: true,
      hasPromotionAccess: true,
    });
  });
});

describe('the job lifecycle', () => {
  it('shows published jobs publicly, drafts only to the team; lists, counts, duplicates, archives, reopens, deletes', async () => {
    const slug = owner.orgSlug!;
    const pub = (
      await call('POST', `/organization/${slug}/job/create`, t, job({ title: 'Day Shift Charge Nurse' }))
    ).json().data.job;
    const draft = (
      await call(
        'POST',
        `/organization/${slug}/job/create`,
        t,
        job({ title: 'Per Diem Respiratory Therapist', status: 'draft', employment_type: 'per diem' }),
      )
    ).json().data.job;

    const visitor = await call('GET', `/organization/${slug}/job/${pub.slug}/show`);
    expect(visitor.json().data).toMatchObject({
      title: 'Day Shift Charge Nurse',
      organization: { company_name: 'Harbor Hospital' },
      is_team: false,
    });
    expect((await call('GET', `/organization/${slug}/job/${draft.slug}/show`)).statusCode).toBe(404);
    expect((await call('GET', `/organization/${slug}/job/${draft.slug}/show`, t)).json().data.is_team).toBe(
      true,
    );

    const page1 = (await call('GET', `/organization/${slug}/job`, t)).json().data;
    expect(page1).toMatchObject({ current_page: 1, per_page: 5 });
    expect(page1.total).toBeGreaterThanOrEqual(2);
    const search = (await call('GET', `/organization/${slug}/job?search=respiratory`, t)).json().data;
    expect(search.data.map((x: { slug: string }) => x.slug)).toEqual([draft.slug]);
    expect(
      (await call('GET', `/organization/${slug}/job?filter=draft`, t))
        .json()
        .data.data.every((x: { status: string }) => x.status === 'draft'),
    ).toBe(true);
    expect((await call('GET', `/organization/${slug}/job?perPage=1000`, t)).statusCode).toBe(422);

    const dup = await call('POST', `/organization/${slug}/job/${pub.slug}/duplicate`, t, {});
    expect(dup.json().data).toMatchObject({ title: 'Day Shift Charge Nurse', status: 'draft' });
    expect(dup.json().data.slug).not.toBe(pub.slug);

    expect((await call('POST', `/organization/${slug}/job/${pub.slug}/archive`, t)).json().data.status).toBe(
      'archived',
    );
    expect(
      (await call('GET', `/organization/${slug}/job?is_archived=1`, t))
        .json()
        .data.data.map((x: { slug: string }) => x.slug),
    ).toContain(pub.slug);
    expect((await call('GET', `/organization/${slug}/job/${pub.slug}/show`)).statusCode).toBe(404);
    // Someone who applied still reads the closed job their application links to; others do not.
    const applicant = await makeUser(ctx);
    await ctx.db.insert(schema.jobApplications).values({
      job_id: pub.id,
      organization_id: owner.orgId!,
      user_id: applicant.id,
      first_name: 'Ada',
      last_name: 'Applicant',
      email: applicant.email,
    });
    const closed = await call(
      'GET',
      `/organization/${slug}/job/${pub.slug}/show`,
      await login(ctx, applicant),
    );
    expect(closed.json().data).toMatchObject({ status: 'archived', has_applied: true });
    const other = await login(ctx, await makeUser(ctx));
    expect((await call('GET', `/organization/${slug}/job/${pub.slug}/show`, other)).statusCode).toBe(404);
    expect((await call('POST', `/organization/${slug}/job/${pub.slug}/open`, t)).json().data.status).toBe(
      'published',
    );

    const counts = (await call('GET', `/organization/${slug}/job/jobCount`, t)).json().data;
    expect(counts.jobsCount).toBe(counts.draft + counts.published + counts.closed);
    const flat = (await call('GET', `/organization/${slug}/job/flat-list`, t)).json().data;
    expect(flat.length).toBeGreaterThanOrEqual(3);
    // Each job says how many have applied (the applicants page opens on one that has some).
    expect(flat.find((x: { slug: string }) => x.slug === pub.slug)).toMatchObject({ applicants: 1 });
    expect(flat.find((x: { slug: string }) => x.slug === draft.slug)).toMatchObject({ applicants: 0 });
    const featured = (await call('GET', '/feature-jobs')).json().data;
    expect(featured.map((x: { slug: string }) => x.slug)).toContain(pub.slug);
    expect(featured.map((x: { slug: string }) => x.slug)).not.toContain(draft.slug);

    const shared = await call('POST', `/share/${visitor.json().data.share_token}`);
    expect(shared.json().data).toMatchObject({
      title: 'Day Shift Charge Nurse at Harbor Hospital',
      url: expect.stringContaining(`/organization/jobs/${slug}/details/${pub.slug}`),
    });
    expect(
      (await call('POST', `/share/${Buffer.from(`${slug}/${draft.slug}`).toString('base64url')}`)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/share/not-a-token')).statusCode).toBe(404);
    expect((await call('DELETE', `/organization/${slug}/job/${draft.slug}/delete`, t)).statusCode).toBe(200);
    expect((await call('GET', `/organization/${slug}/job/${draft.slug}/show`, t)).statusCode).toBe(404);
    expect(
      (await call('POST', `/organization/${slug}/job/${pub.slug}/promote?slug=${slug}`, t)).json().code,
    ).toBe('plan_required');
  });

  it('attaches questions from the bank and new ones; removes one', async () => {
    const slug = owner.orgSlug!;
    const pub = (await call('POST', `/organization/${slug}/job/create`, t, job())).json().data.job;
    // Basic Plan has no screening questions; after an upgrade they can be attached.
    const gated = await call('POST', `/organization/${slug}/job/${pub.slug}/create/job-questions`, t, {
      questions: [{ question: 'Night shifts?', type: 'yes_no' }],
    });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe('plan_required');
    await subscribe(ctx, owner.orgId!, 'organization-standard');
    const bank = (
      await call('POST', `/organization/${slug}/question-bank/create`, t, {
        question: 'Do you have 2+ years of ICU experience?',
        type: 'yes_no',
      })
    ).json().data;
    const res = await call('POST', `/organization/${slug}/job/${pub.slug}/create/job-questions`, t, {
      question_uuids: [bank.uuid],
      questions: [
        { question: 'Which nights can you work?', type: 'multiple_choice', options: ['Mon-Wed', 'Thu-Sat'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.next).toBe('reviewJob');
    expect(res.json().data.questions.map((q: { question: string }) => q.question)).toEqual([
      'Do you have 2+ years of ICU experience?',
      'Which nights can you work?',
    ]);
    const other = await makeUser(ctx, { role: 'organization', approved: true });
    const foreignBank = (
      await call('POST', `/organization/${other.orgSlug}/question-bank/create`, await login(ctx, other), {
        question: 'Foreign question here?',
      })
    ).json().data;
    expect(
      (
        await call('POST', `/organization/${slug}/job/${pub.slug}/create/job-questions`, t, {
          question_uuids: [foreignBank.uuid],
        })
      ).statusCode,
    ).toBe(422);
    const uid = res.json().data.questions[0].uid;
    expect(
      (
        await call(
          'DELETE',
          `/organization/${slug}/job/${pub.slug}/testimonial/${uid}/delete?type=question`,
          t,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/organization/${slug}/job/${pub.slug}/show`)).json().data.questions,
    ).toHaveLength(1);

    // A double click sends the same questions twice at once: they are attached once, in order after
    // the question already there, and a re-worded copy (case, spaces) counts as the same question.
    const twice = { questions: [{ question: 'Can you start in January?', type: 'yes_no' }] };
    const both = await Promise.all([
      call('POST', `/organization/${slug}/job/${pub.slug}/create/job-questions`, t, twice),
      call('POST', `/organization/${slug}/job/${pub.slug}/create/job-questions`, t, twice),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const again = await call('POST', `/organization/${slug}/job/${pub.slug}/create/job-questions`, t, {
      questions: [{ question: '  can you START in   january? ', type: 'yes_no' }],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('These questions are already on the job.');
    const stored = await ctx.deps.pool.query<{ question: string; position: number }>(
      `select q.question, q.position from job_questions q join jobs j on j.id = q.job_id
        where j.organization_id = $1 and j.slug = $2 order by q.position, q.id`,
      [owner.orgId, pub.slug],
    );
    expect(stored.rows).toEqual([
      { question: 'Which nights can you work?', position: 1 },
      { question: 'Can you start in January?', position: 2 },
    ]);
    expect(again.json().data.questions.map((q: { question: string }) => q.question)).toEqual(
      stored.rows.map((r) => r.question),
    );
  });
});

describe('job directories', () => {
  it('creates, renames, lists with counts, pages its jobs, archives and deletes folders', async () => {
    const slug = owner.orgSlug!;
    const created = await call('POST', `/organization/${slug}/job-directory/create`, t, { name: 'ICU' });
    expect(created.json().message).toBe('Folder created successfully!');
    const dir = created.json().data;
    expect(
      (await call('POST', `/organization/${slug}/job-directory/create`, t, { name: '' })).statusCode,
    ).toBe(422);
    await call('POST', `/organization/${slug}/job/create`, t, job({ directory_id: dir.id }));
    expect(
      (await call('POST', `/organization/${slug}/job/create`, t, job({ directory_id: 999999 }))).statusCode,
    ).toBe(422);
    expect(
      (
        await call('POST', `/organization/${slug}/job-directory/${dir.id}/update`, t, {
          name: 'Critical care',
        })
      ).json().message,
    ).toBe('Folder update successfully!');
    expect((await call('GET', `/organization/job/${slug}`, t)).json().data).toEqual([
      expect.objectContaining({ name: 'Critical care', jobs_count: 1 }),
    ]);
    expect(
      (await call('GET', `/organization/${slug}/job-directory/${dir.id}/show-paginated-jobs`, t)).json().data
        .total,
    ).toBe(1);
    expect(
      (await call('POST', `/organization/${slug}/job-directory/${dir.id}/archive`, t)).json().data
        .is_archived,
    ).toBe(true);
    expect(
      (await call('GET', `/organization/${slug}/job-directory/show?archived=1`, t)).json().data,
    ).toHaveLength(1);
    const other = await makeUser(ctx, { role: 'organization' });
    expect(
      (
        await call(
          'DELETE',
          `/organization/${other.orgSlug}/job-directory/${dir.id}/delete`,
          await login(ctx, other),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/organization/${slug}/job-directory/${dir.id}/delete`, t)).json().message,
    ).toBe('Folder is deleted successfully!');
    expect((await call('GET', `/organization/job/${slug}`)).statusCode).toBe(401);
  });
});
