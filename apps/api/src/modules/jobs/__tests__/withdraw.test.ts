import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiSuite,
  login,
  type MadeUser,
  makeUser,
  messagesTo,
  notificationsOf,
  postMultipart,
} from '../../../../test/context';
import { makePdf } from '../../../../test/fixtures';
import { subscribe } from '../../billing/__tests__/helpers';

// individual/job/application/{id}/withdraw (not in the spec): the candidate takes an application back.
const { ctx, call } = apiSuite();
let owner: MadeUser;
let t: string;
let slug: string;
let job: { id: number; slug: string };
let questionUid: string;
beforeAll(async () => {
  owner = await makeUser(ctx, { role: 'organization', company: 'Harbor Clinic', approved: true });
  await subscribe(ctx, owner.orgId!, 'organization-standard');
  t = await login(ctx, owner);
  slug = owner.orgSlug!;
  job = (
    await call('POST', `/organization/${slug}/job/create`, t, {
      title: 'Day RN',
      employment_type: 'full-time',
      city: 'Austin',
      state: 'TX',
      description: 'Day shift registered nurse on a cardiac floor.',
    })
  ).json().data.job;
  const qs = await call('POST', `/organization/${slug}/job/${job.slug}/create/job-questions`, t, {
    questions: [{ question: 'Preferred unit?', type: 'text', is_required: false }],
  });
  questionUid = qs.json().data.questions[0].uid;
});

/** A new candidate who applied to the job: their token and application id. */
async function applicant(answer = 'Cardiac') {
  const person = await makeUser(ctx);
  const token = await login(ctx, person);
  const res = await postMultipart(
    ctx,
    `/organization/${slug}/job/apply/`,
    token,
    {
      job_id: String(job.id),
      first_name: 'Lena',
      last_name: `Park${person.id}`,
      email: person.email,
      answers: JSON.stringify({ [questionUid]: answer }),
    },
    { field: 'resume', name: 'cv.pdf', data: makePdf(['Lena Park, RN']) },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { person, token, id: res.json().data.id as number };
}
const withdraw = (id: number | string, token?: string) =>
  call('POST', `/individual/job/application/${id}/withdraw`, token);
const move = (id: number, status: string) =>
  call('POST', `/organization/${slug}/job/change-status/${id}?status=${status}`, t);
const schedule = (id: number) =>
  call('POST', `/organization/${slug}/job/interviews/store`, t, {
    application_id: id,
    schedule_date: '2031-05-02T15:00:00Z',
    timezone: 'America/Chicago',
    mode: 'video',
  });
const interviewsOf = async (token: string) =>
  (await call('GET', '/individual/interviews', token)).json().data as { id: number; status: string }[];
const withdrawnNotices = async (userId: number) =>
  (await notificationsOf(ctx, userId, 'application.status')).filter((n) => n.title.includes('withdrew'));

describe('withdrawing an application', () => {
  it('refuses visitors, malformed ids and other people’s applications', async () => {
    const { id } = await applicant();
    expect((await withdraw(id)).statusCode).toBe(401);
    const bad = await withdraw('first', await login(ctx, await makeUser(ctx)));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id).toBeDefined();
    // Another candidate and the organization itself are told it does not exist.
    for (const token of [await login(ctx, await makeUser(ctx)), t]) {
      const res = await withdraw(id, token);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Application not found.']);
    }
    expect((await withdraw(999_999, t)).statusCode).toBe(404);
  });

  it('withdraws once: the pipeline lists it under Withdrawn only, the team is told, the organization can no longer move it', async () => {
    const { person, token, id } = await applicant();
    const flatCount = async () =>
      (await call('GET', `/organization/${slug}/job/flat-list`, t))
        .json()
        .data.find((j: { slug: string }) => j.slug === job.slug).applicants as number;
    const before = await flatCount();
    const dashboard = async () => {
      const d = (await call('GET', `/organization/${slug}/dashboard`, t)).json().data;
      const card = d.open_jobs.find((j: { slug: string }) => j.slug === job.slug);
      return {
        applicants: card.applicants_count as number,
        listed: d.new_applicants.some((a: { id: number }) => a.id === id) as boolean,
      };
    };
    const dashBefore = await dashboard();
    expect(dashBefore.listed).toBe(true);
    const res = await withdraw(id, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your application has been withdrawn.',
      data: { id, status: 'withdrawn', job: { slug: job.slug }, organization: { slug } },
    });
    // A second click answers the same and tells no one again.
    const again = await withdraw(id, token);
    expect([again.statusCode, again.json().data.status]).toEqual([200, 'withdrawn']);
    const told = await withdrawnNotices(owner.id);
    expect(told.filter((n) => (n.data as { application_id: number }).application_id === id)).toEqual([
      expect.objectContaining({
        title: `Lena Park${person.id} withdrew their application for Day RN`,
        link: `/organization/${slug}/applicants?job=${job.slug}&tab=withdrawn`,
      }),
    ]);

    const list = (status = '') =>
      call('GET', `/organization/${slug}/job/${job.slug}/applicants${status}`, t).then((r) => r.json().data);
    expect((await list()).data.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await list('?status=withdrawn')).data).toEqual([
      expect.objectContaining({ id, status: 'withdrawn' }),
    ]);
    expect(await flatCount()).toBe(before - 1);
    // Nor does the dashboard count or list it.
    expect(await dashboard()).toEqual({ applicants: dashBefore.applicants - 1, listed: false });
    expect((await call('GET', '/individual-job-listing', token)).json().data[0]).toMatchObject({
      id,
      status: 'withdrawn',
    });

    // The organization cannot set the status, move the applicant or interview them any more.
    expect((await move(id, 'withdrawn')).statusCode).toBe(422);
    const moved = await move(id, 'shortlisted');
    expect([moved.statusCode, moved.json().message]).toEqual([
      409,
      `Lena Park${person.id} withdrew this application: it can no longer be moved or interviewed.`,
    ]);
    expect((await schedule(id)).statusCode).toBe(409);
    // Still readable in full (the Withdrawn list's View application).
    expect(
      (await call('GET', `/organization/${slug}/job/${id}/applicant-detail`, t)).json().data.status,
    ).toBe('withdrawn');
  });

  it('lets the candidate apply again to the open job: the same application, with the new answers', async () => {
    const { person, token, id } = await applicant('Cardiac');
    await withdraw(id, token);
    const page = async () =>
      (await call('GET', `/organization/${slug}/job/${job.slug}/show`, token)).json().data.has_applied;
    expect(await page()).toBe(false);
    const res = await postMultipart(
      ctx,
      `/organization/${slug}/job/apply/`,
      token,
      {
        job_id: String(job.id),
        first_name: 'Lena',
        last_name: 'Park',
        email: person.email,
        answers: JSON.stringify({ [questionUid]: 'Telemetry' }),
      },
      { field: 'resume', name: 'cv.pdf', data: makePdf(['Lena Park, RN, again']) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'applied', last_name: 'Park' });
    expect(await page()).toBe(true);
    const detail = (await call('GET', `/organization/${slug}/job/${id}/applicant-detail`, t)).json().data;
    expect(detail.answers.map((a: { answer: string }) => a.answer)).toEqual(['Telemetry']);
    // Applied once more: refused as before.
    const twice = await postMultipart(
      ctx,
      `/organization/${slug}/job/apply/`,
      token,
      { job_id: String(job.id), first_name: 'Lena', last_name: 'Park', email: person.email },
      { field: 'resume', name: 'cv.pdf', data: makePdf(['CV']) },
    );
    expect(twice.statusCode).toBe(409);
  });

  it('may be invited to apply again once withdrawn; an applicant in the pipeline may not', async () => {
    const { person, token, id } = await applicant();
    const invite = () =>
      call('POST', `/organization/${slug}/job/${job.slug}/invitation`, t, { user_slug: person.slug });
    const refused = await invite();
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This professional has already applied to this job.',
    ]);
    await withdraw(id, token);
    expect((await invite()).statusCode).toBe(200);
  });

  it('refuses once hired or turned down', async () => {
    const hired = await applicant();
    await move(hired.id, 'hired');
    const a = await withdraw(hired.id, hired.token);
    expect([a.statusCode, a.json().message]).toEqual([
      409,
      'You were hired for this job: the application can no longer be withdrawn.',
    ]);
    const rejected = await applicant();
    await move(rejected.id, 'rejected');
    expect((await withdraw(rejected.id, rejected.token)).statusCode).toBe(409);
    // Nor is an interview scheduled for them (it would have moved a hire back to Interview).
    const name = (p: { person: { id: number } }) => `Lena Park${p.person.id}`;
    const noInterview = await schedule(hired.id);
    expect([noInterview.statusCode, noInterview.json().message]).toEqual([
      409,
      `${name(hired)} was hired for this job: there is no interview to schedule.`,
    ]);
    expect((await schedule(rejected.id)).json().message).toBe(
      `${name(rejected)} was turned down for this job: move them back in the pipeline before scheduling an interview.`,
    );
    expect(
      (await call('GET', `/organization/${slug}/job/${hired.id}/applicant-detail`, t)).json().data.status,
    ).toBe('hired');
  });

  it('cancels the interview ahead and tells the scheduler once, even when withdrawn twice at once', async () => {
    const { person, token, id } = await applicant();
    const iv = (await schedule(id)).json().data.id as number;
    const mails = (await messagesTo(ctx, owner.email, 'interview-update')).length;
    const both = await Promise.all([withdraw(id, token), withdraw(id, token)]);
    expect(both.map((r) => [r.statusCode, r.json().data.status])).toEqual([
      [200, 'withdrawn'],
      [200, 'withdrawn'],
    ]);
    expect(await interviewsOf(token)).toEqual([expect.objectContaining({ id: iv, status: 'cancelled' })]);
    const sent = await messagesTo(ctx, owner.email, 'interview-update');
    expect(sent.length).toBe(mails + 1);
    expect(sent.at(-1)).toMatchObject({
      subject: `Lena Park${person.id} withdrew their application for Day RN`,
      text: expect.stringContaining(
        `Lena Park${person.id} withdrew their application for Day RN, so their interview is cancelled.\n\nSee the applicants: http://localhost:3000/organization/`,
      ),
    });
    expect(sent.at(-1)?.text).toMatch(/applicants\?job=day-rn-[a-z0-9]+&tab=withdrawn\n\nThe HCTL team$/);
    const mine = (type: string) =>
      notificationsOf(ctx, owner.id, type).then((rows) =>
        rows.filter((n) => JSON.stringify(n.data).includes(`${type === 'interview.updated' ? iv : id}`)),
      );
    // One bell for the owner (on the team), saying the interview went with it.
    expect(await mine('interview.updated')).toHaveLength(0);
    expect(
      (await withdrawnNotices(owner.id))
        .filter((n) => (n.data as { application_id: number }).application_id === id)
        .map((n) => n.body),
    ).toEqual(['Their interview is cancelled.']);
  });
});

describe('moving an applicant back', () => {
  it('before the interview cancels it and tells the candidate; from hired back to interview keeps it', async () => {
    const { person, token, id } = await applicant();
    const first = (await schedule(id)).json().data.id as number;
    const cancelMails = async () =>
      (await messagesTo(ctx, person.email, 'interview-update')).filter((m) =>
        m.subject?.endsWith('cancelled'),
      );
    expect(await cancelMails()).toHaveLength(0);

    // Hired, then back to interview: the interview stays as it was.
    expect((await move(id, 'hired')).statusCode).toBe(200);
    expect((await move(id, 'interview')).statusCode).toBe(200);
    expect((await move(id, 'offered')).statusCode).toBe(200);
    expect(await interviewsOf(token)).toEqual([expect.objectContaining({ id: first, status: 'scheduled' })]);
    // Taken back from hired: the e-mail says the hire is off, not only the new stage.
    const undone = (await messagesTo(ctx, person.email, 'application-status')).filter((m) =>
      m.text.includes('Harbor Clinic has taken back its decision to hire you for Day RN.'),
    );
    expect(undone.map((m) => m.text.split('\n')[2])).toEqual([
      'Harbor Clinic has taken back its decision to hire you for Day RN. Harbor Clinic moved your application for Day RN to the interview stage.',
    ]);

    // Back to the shortlist (twice, as a double click): cancelled, the candidate told once, in the
    // words of a cancellation by the organization.
    const [a, b] = await Promise.all([move(id, 'shortlisted'), move(id, 'shortlisted')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await interviewsOf(token)).toEqual([expect.objectContaining({ id: first, status: 'cancelled' })]);
    expect(await cancelMails()).toEqual([
      expect.objectContaining({
        subject: 'Interview for Day RN: cancelled',
        text: `Hello Lena,\n\nHarbor Clinic cancelled your interview for Day RN.\n\nYour interviews: http://localhost:3000/individual/${person.slug}/jobs?view=interviews\n\nThe HCTL team`,
      }),
    ]);
    const bell = await notificationsOf(ctx, person.id, 'interview.updated');
    expect(bell).toEqual([
      expect.objectContaining({
        title: 'Harbor Clinic cancelled your interview for Day RN',
        link: `/individual/${person.slug}/jobs?view=interviews`,
      }),
    ]);
    const statusMails = (await messagesTo(ctx, person.email, 'application-status')).filter((m) =>
      m.text.includes(
        `Harbor Clinic has taken back its offer for Day RN. Harbor Clinic shortlisted you for Day RN.\n\nYour applications: http://localhost:3000/individual/${person.slug}/jobs`,
      ),
    );
    expect(statusMails).toHaveLength(1);

    // A new interview, then back to reviewed: cancelled the same way; the cancelled one stays as it was.
    const second = (await schedule(id)).json().data.id as number;
    await move(id, 'reviewed');
    const statuses = Object.fromEntries((await interviewsOf(token)).map((x) => [x.id, x.status]));
    expect(statuses).toEqual({ [first]: 'cancelled', [second]: 'cancelled' });
    expect(await cancelMails()).toHaveLength(2);
  });
});
