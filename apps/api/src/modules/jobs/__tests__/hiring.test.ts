import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiSuite,
  bearer,
  lastMessage,
  login,
  type MadeUser,
  makeUser,
  messagesTo,
  postMultipart,
} from '../../../../test/context';
import { makePdf, PNG } from '../../../../test/fixtures';
import { subscribe } from '../../billing/__tests__/helpers';

const { ctx, call } = apiSuite();
let owner: MadeUser;
let nurse: MadeUser;
let t: string;
let tn: string;
let jobSlug: string;
let jobId: number;
let questionUids: string[];
beforeAll(async () => {
  owner = await makeUser(ctx, { role: 'organization', company: 'Bay Hospital', approved: true });
  await subscribe(ctx, owner.orgId!, 'organization-standard');
  nurse = await makeUser(ctx, { phone: '+15125550111' });
  t = await login(ctx, owner);
  tn = await login(ctx, nurse);
  const job = await call('POST', `/organization/${owner.orgSlug}/job/create`, t, {
    title: 'Night RN',
    employment_type: 'full-time',
    shift: 'night',
    city: 'Austin',
    state: 'TX',
    pay_min: 50,
    pay_max: 60,
    pay_period: 'hour',
    required_licenses: ['RN', 'BLS'],
    description: 'Night shift registered nurse on a busy med-surg floor.',
  });
  jobSlug = job.json().data.job.slug;
  jobId = job.json().data.job.id;
  const qs = await call('POST', `/organization/${owner.orgSlug}/job/${jobSlug}/create/job-questions`, t, {
    questions: [
      { question: 'Can you work three nights a week?', type: 'yes_no' },
      {
        question: 'Preferred unit?',
        type: 'multiple_choice',
        options: ['ICU', 'Med-surg'],
        is_required: false,
      },
    ],
  });
  questionUids = qs.json().data.questions.map((q: { uid: string }) => q.uid);
  await call('POST', '/individual/licenses', tn, {
    license_type: 'RN',
    license_number: 'RN-1',
    issuing_authority: 'Texas BON',
    expiry_date: '2028-01-01',
  });
});

const apply = (token: string | undefined, fields: Record<string, string>, resume?: Buffer) =>
  postMultipart(
    ctx,
    `/organization/${owner.orgSlug}/job/apply/`,
    token,
    fields,
    resume ? { field: 'resume', name: 'cv.pdf', data: resume } : undefined,
  );
const fields = (over: Record<string, string> = {}) => ({
  job_id: String(jobId),
  first_name: 'Nina',
  last_name: 'Ortiz',
  email: nurse.email,
  phone_number: '+1 512 555 0111',
  message_to_recruiter: 'Available from June.',
  answers: JSON.stringify({ [questionUids[0]]: 'yes', [questionUids[1]]: 'ICU' }),
  ...over,
});

describe('applying', () => {
  it('checks answers, attachments and duplicates; shows which licenses the candidate holds', async () => {
    expect((await apply(undefined, fields(), makePdf(['CV']))).statusCode).toBe(401);
    const noResume = await apply(tn, fields());
    expect(noResume.statusCode).toBe(422);
    expect(noResume.json().errors.resume).toBeDefined();
    const badAnswers = await apply(
      tn,
      fields({ answers: JSON.stringify({ [questionUids[0]]: 'maybe', [questionUids[1]]: 'Pediatrics' }) }),
      makePdf(['CV']),
    );
    expect(Object.keys(badAnswers.json().errors)).toEqual([
      `answers.${questionUids[0]}`,
      `answers.${questionUids[1]}`,
    ]);
    expect((await apply(tn, fields(), PNG)).json().errors.resume).toBe('Upload a file of type PDF or DOCX.');

    const page = (token?: string) => call('GET', `/organization/${owner.orgSlug}/job/${jobSlug}/show`, token);
    expect((await page(tn)).json().data.has_applied).toBe(false);
    const ok = await apply(tn, fields(), makePdf(['Nina Ortiz, RN']));
    // The job page tells the candidate she has applied; nobody else (visitor, team) sees it as applied.
    expect((await page(tn)).json().data.has_applied).toBe(true);
    expect((await page()).json().data.has_applied).toBe(false);
    expect((await page(t)).json().data).toMatchObject({ has_applied: false, is_team: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'applied' });
    expect(ok.json().data.licenses).toEqual([
      expect.objectContaining({ license: 'RN', held: true, status: 'unverified' }),
      expect.objectContaining({ license: 'BLS', held: false }),
    ]);
    expect((await apply(tn, fields(), makePdf(['again']))).statusCode).toBe(409);
    const told = await lastMessage(ctx, owner.email, 'application-new');
    expect(told?.subject).toBe('New applicant for Night RN');
    // Each mail leads to where the reader acts on it.
    expect(told?.text).toContain(`/organization/${owner.orgSlug}/applicants`);
    expect((await lastMessage(ctx, nurse.email, 'application-received'))?.text).toContain(
      `/individual/${nurse.slug}/jobs`,
    );
    const mine = (await call('GET', '/individual-job-listing', tn)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({
        status: 'applied',
        job: expect.objectContaining({ title: 'Night RN' }),
        organization: expect.objectContaining({ company_name: 'Bay Hospital' }),
      }),
    ]);
    expect((await call('GET', '/individual-job-listing?status=hired', tn)).json().data).toEqual([]);
  });

  it('refuses drafts and unknown jobs', async () => {
    const draft = (
      await call('POST', `/organization/${owner.orgSlug}/job/create`, t, {
        title: 'Draft job',
        employment_type: 'contract',
        is_remote: true,
        description: 'A job still being written here.',
        status: 'draft',
      })
    ).json().data.job;
    const other = await makeUser(ctx);
    const res = await apply(await login(ctx, other), fields({ job_id: String(draft.id) }), makePdf(['CV']));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This job is not open for applications.');
    expect((await apply(tn, fields({ job_id: '999999' }), makePdf(['CV']))).statusCode).toBe(404);
  });

  // Found by the authorization matrix: with only optional questions left blank there were no answers
  // to store, and the empty insert failed (500).
  it('accepts an application that leaves every optional question blank', async () => {
    const job = (
      await call('POST', `/organization/${owner.orgSlug}/job/create`, t, {
        title: 'Weekend RN',
        employment_type: 'part-time',
        is_remote: true,
        description: 'Weekend shifts on a surgical floor.',
        status: 'published',
      })
    ).json().data.job;
    await call('POST', `/organization/${owner.orgSlug}/job/${job.slug}/create/job-questions`, t, {
      questions: [{ question: 'Anything we should know?', type: 'text', is_required: false }],
    });
    const other = await makeUser(ctx);
    const res = await apply(
      await login(ctx, other),
      { job_id: String(job.id), first_name: 'Opal', last_name: 'Diaz', email: other.email },
      makePdf(['Opal Diaz, RN']),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answers = await ctx.db.query.applicationAnswers.findMany({
      where: (x, { eq }) => eq(x.application_id, res.json().data.id),
    });
    expect(answers).toEqual([]);
  });
});

describe('the applicant pipeline', () => {
  it('lists, shows (by the candidate’s visibility), shares attachments with the team only, and moves applicants', async () => {
    const slug = owner.orgSlug!;
    const list = (await call('GET', `/organization/${slug}/job/${jobSlug}/applicants`, t)).json().data;
    expect(list).toMatchObject({ current_page: 1, per_page: 10, total: 1 });
    const app = list.data[0];
    const other = await makeUser(ctx, { role: 'organization', approved: true });
    const to = await login(ctx, other);
    expect((await call('GET', `/organization/${slug}/job/${jobSlug}/applicants`, to)).statusCode).toBe(404);
    expect(
      (await call('GET', `/organization/${slug}/job/${jobSlug}/applicants?status=nope`, t)).statusCode,
    ).toBe(422);

    const detail = (await call('GET', `/organization/${slug}/job/${app.id}/applicant-detail`, t)).json().data;
    expect(detail.answers.map((a: { answer: string }) => a.answer)).toEqual(['yes', 'ICU']);
    expect(detail.profile).toBeNull(); // unpublished profile: nothing beyond what she sent
    await call('PUT', '/individual/publish', tn);
    const withProfile = (await call('GET', `/organization/${slug}/job/${app.id}/applicant-detail`, t)).json()
      .data;
    expect(withProfile.profile).toMatchObject({ phone_number: null, is_owner: false });

    expect(
      (await ctx.app.inject({ method: 'GET', url: detail.resume_url, headers: bearer(t) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: detail.resume_url, headers: bearer(to) })).statusCode,
    ).toBe(404);
    // The list's Resume link opens in a browser tab, which sends no token: it is signed for this member.
    const tab = await ctx.app.inject({ method: 'GET', url: app.resume_url });
    expect(tab.statusCode, tab.body).toBe(200);
    expect(tab.headers['content-type']).toBe('application/pdf');
    // The candidate's own links are signed for her, not for the team.
    const mine = (await call('GET', '/individual-job-listing', tn)).json().data;
    expect(new URL(mine[0].resume_url, 'http://x').searchParams.get('viewer')).toBe(String(nurse.id));

    const moved = await call(
      'POST',
      `/organization/${slug}/job/change-status/${app.id}?status=shortlisted`,
      t,
    );
    expect(moved.json().data.status).toBe('shortlisted');
    expect((await lastMessage(ctx, nurse.email, 'application-status'))?.text).toContain('shortlisted');
    expect(
      (await call('POST', `/organization/${slug}/job/change-status/${app.id}?status=promoted`, t)).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', `/organization/${slug}/job/change-status/${app.id}?status=hired`, to)).statusCode,
    ).toBe(404);
    const shortlisted = (await call('GET', `/organization/${slug}/job/short-listed-candidates`, t)).json()
      .data;
    expect(shortlisted.total).toBe(1);
    expect(shortlisted.data[0]).toMatchObject({ id: app.id, job: { slug: jobSlug, title: 'Night RN' } });
  });
});

describe('interviews', () => {
  it('runs schedule → request reschedule → reschedule → accept → confirm → end call, notifying the other side', async () => {
    const slug = owner.orgSlug!;
    const app = (await call('GET', `/organization/${slug}/job/${jobSlug}/applicants`, t)).json().data.data[0];
    const past = await call('POST', `/organization/${slug}/job/interviews/store`, t, {
      application_id: app.id,
      schedule_date: '2020-01-01T10:00:00Z',
      timezone: 'America/Chicago',
      mode: 'video',
    });
    expect(past.statusCode).toBe(422);
    const nowhere = await call('POST', `/organization/${slug}/job/interviews/store`, t, {
      application_id: app.id,
      schedule_date: '2030-03-02T15:00:00Z',
      timezone: 'Mars/Olympus',
      mode: 'video',
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().errors.timezone).toBe('Choose a time zone from the list (e.g. America/Chicago).');
    const stored = await call('POST', `/organization/${slug}/job/interviews/store`, t, {
      application_id: app.id,
      schedule_date: '2030-03-02T15:00:00Z',
      timezone: 'America/Chicago',
      mode: 'video',
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const id = stored.json().data.id;
    expect((await lastMessage(ctx, nurse.email, 'interview-update'))?.subject).toBe('Interview for Night RN');

    const mine = (await call('GET', '/individual/interviews', tn)).json().data;
    expect(mine[0]).toMatchObject({ id, status: 'scheduled', mode: 'video', job: { title: 'Night RN' } });
    expect(
      (
        await call('PUT', `/organization/${slug}/job/interviews/${id}/change-status`, t, {
          status: 'confirmed',
        })
      ).statusCode,
    ).toBe(409);

    expect(
      (
        await call('POST', `/individual/interviews/${id}/change-status`, tn, {
          status: 'reschedule_requested',
          schedule_date: '2030-03-03T15:00:00Z',
        })
      ).json().data.status,
    ).toBe('reschedule_requested');
    expect((await lastMessage(ctx, owner.email, 'interview-update'))?.text).toContain(
      'asked for another time',
    );
    expect(
      (
        await call('PUT', `/organization/${slug}/job/interviews/${id}/change-status`, t, {
          status: 'rescheduled',
        })
      ).statusCode,
    ).toBe(422);
    const re = await call('PUT', `/organization/${slug}/job/interviews/${id}/change-status`, t, {
      status: 'rescheduled',
      schedule_date: '2030-03-03T15:00:00Z',
    });
    expect(re.json().data).toMatchObject({
      status: 'rescheduled',
      schedule_date: '2030-03-03T15:00:00.000Z',
    });
    expect(
      (await call('POST', `/individual/interviews/${id}/change-status`, tn, { status: 'accepted' })).json()
        .data.status,
    ).toBe('accepted');
    expect(
      (
        await call('PUT', `/organization/${slug}/job/interviews/${id}/change-status`, t, {
          status: 'confirmed',
        })
      ).json().data.status,
    ).toBe('confirmed');
    expect(
      (await call('POST', `/organization/${slug}/job/interview/${id}/joined`, t)).json().data.org_joined_at,
    ).not.toBeNull();
    expect(
      (await call('POST', `/individual/joinInterview/${nurse.id}/interview-${id}`, tn)).json().data
        .candidate_joined_at,
    ).not.toBeNull();
    expect((await call('PUT', `/job/interviews/${id}/end-call`, tn)).json().data.status).toBe('completed');
    expect(
      (await call('POST', `/individual/interviews/${id}/change-status`, tn, { status: 'rejected' }))
        .statusCode,
    ).toBe(409);

    const stranger = await makeUser(ctx);
    const ts = await login(ctx, stranger);
    expect(
      (await call('POST', `/individual/interviews/${id}/change-status`, ts, { status: 'accepted' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', `/job/interviews/${id}/end-call`, ts)).statusCode).toBe(404);
    expect((await call('GET', `/organization/${slug}/job/interviews`, t)).json().data[0]).toMatchObject({
      id,
      candidate: { first_name: 'Nina' },
    });
    expect((await call('GET', '/individual/interviews')).statusCode).toBe(401);

    // Rejected: the interview still ahead is called off, the finished one stays as it was; the
    // same status again changes nothing and e-mails no one.
    const ahead = (
      await call('POST', `/organization/${slug}/job/interviews/store`, t, {
        application_id: app.id,
        schedule_date: '2030-04-02T15:00:00Z',
        timezone: 'America/Chicago',
        mode: 'phone',
      })
    ).json().data.id;
    const rejectTwice = async () => {
      for (let i = 0; i < 2; i++)
        expect(
          (await call('POST', `/organization/${slug}/job/change-status/${app.id}?status=rejected`, t))
            .statusCode,
        ).toBe(200);
    };
    const mails = (await messagesTo(ctx, nurse.email, 'application-status')).length;
    await rejectTwice();
    expect((await messagesTo(ctx, nurse.email, 'application-status')).length).toBe(mails + 1);
    const statuses = (await call('GET', '/individual/interviews', tn))
      .json()
      .data.map((x: { id: number; status: string }) => [x.id, x.status]);
    expect(Object.fromEntries(statuses)).toMatchObject({ [id]: 'completed', [ahead]: 'cancelled' });
  });
});

describe('invitations to apply', () => {
  it('invites a professional once and lists it on both sides', async () => {
    const slug = owner.orgSlug!;
    const pro = await makeUser(ctx);
    const res = await call('POST', `/organization/${slug}/job/${jobSlug}/invitation`, t, {
      user_slug: pro.slug,
      message: 'We would love to meet you.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await call('POST', `/organization/${slug}/job/${jobSlug}/invitation`, t, { user_slug: pro.slug }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/organization/${slug}/job/${jobSlug}/invitation`, t, { user_slug: owner.slug }))
        .statusCode,
    ).toBe(422);
    // Someone who applied already (here: turned down) is not invited to apply again.
    const applied = await call('POST', `/organization/${slug}/job/${jobSlug}/invitation`, t, {
      user_slug: nurse.slug,
    });
    expect([applied.statusCode, applied.json().message]).toEqual([
      409,
      'This professional has already applied to this job.',
    ]);
    expect((await call('GET', `/organization/${slug}/job/invitee-list`, t)).json().data).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ slug: pro.slug }) }),
    ]);
    const tp = await login(ctx, pro);
    expect((await call('GET', '/individual/job/invitation-list', tp)).json().data[0]).toMatchObject({
      job: { title: 'Night RN' },
      org: { company_name: 'Bay Hospital' },
    });
    // One bell notification, linking to the job (the refused second invitation added none).
    const bell = (await call('GET', `/latest-notifications/individual/${pro.id}`, tp)).json().data;
    expect(bell.notifications).toEqual([
      expect.objectContaining({
        type: 'job.invitation',
        title: 'Bay Hospital invites you to apply: Night RN',
        body: 'We would love to meet you.',
        link: `/organization/jobs/${slug}/details/${jobSlug}`,
      }),
    ]);
  });
});
