import { schema } from '@hctl/db';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, postMultipart } from '../../../../test/context';
import { makePdf } from '../../../../test/fixtures';
import { meetingTimeText } from '../../../lib/meeting-time';
import { subscribe } from '../../billing/__tests__/helpers';
import { orgMember } from '../../org-team/__tests__/members';

const { ctx, call } = apiSuite();
let owner: MadeUser;
let recruiter: MadeUser;
let biller: MadeUser;
let nurse: MadeUser;
let t: string;
let tn: string;
let jobId: number;

const bell = async (u: MadeUser) =>
  (await call('GET', `/latest-notifications/individual/${u.id}`, await login(ctx, u))).json().data;

beforeAll(async () => {
  owner = await makeUser(ctx, { role: 'organization', company: 'Wired Hospital', approved: true });
  await subscribe(ctx, owner.orgId!, 'organization-standard');
  recruiter = await orgMember(ctx, owner.orgId!, 'Recruiter', ['jobs', 'applicants']);
  biller = await orgMember(ctx, owner.orgId!, 'Biller', ['billing']);
  nurse = await makeUser(ctx);
  t = await login(ctx, owner);
  tn = await login(ctx, nurse);
  const job = await call('POST', `/organization/${owner.orgSlug}/job/create`, t, {
    title: 'ICU Nurse',
    employment_type: 'full-time',
    city: 'Austin',
    state: 'TX',
    description: 'Registered nurse for a busy intensive care unit.',
  });
  expect(job.statusCode, job.body).toBe(200);
  jobId = job.json().data.job.id;
});

describe('jobs tell people in the bell', () => {
  it('an application reaches the owner and the members who see applicants (grouped per job); its status and interview reach the candidate', async () => {
    const applied = await postMultipart(
      ctx,
      `/organization/${owner.orgSlug}/job/apply/`,
      tn,
      { job_id: String(jobId), first_name: 'Nina', last_name: 'Ortiz', email: nurse.email, answers: '{}' },
      { field: 'resume', name: 'cv.pdf', data: makePdf(['CV']) },
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const applicationId = applied.json().data.id as number;

    const [ownerBell, recruiterBell, billerBell] = await Promise.all([
      bell(owner),
      bell(recruiter),
      bell(biller),
    ]);
    expect(ownerBell.notifications[0]).toMatchObject({
      type: 'application.received',
      title: 'Nina Ortiz applied for ICU Nurse',
      organization_id: owner.orgId,
      link: `/organization/${owner.orgSlug}/applicants`,
    });
    expect(recruiterBell.notifications[0].type).toBe('application.received');
    expect(billerBell.notifications).toHaveLength(0);
    const ids = [ownerBell.notifications[0].id, recruiterBell.notifications[0].id];
    const rows = await ctx.db
      .select()
      .from(schema.notifications)
      .where(inArray(schema.notifications.id, ids));
    expect(rows.map((r) => r.group_key)).toEqual([`job:${jobId}:applicants`, `job:${jobId}:applicants`]);
    // The owner is e-mailed by jobs itself; the recruiter gets it in the digest.
    const deliveries = await ctx.db
      .select()
      .from(schema.notificationDeliveries)
      .where(inArray(schema.notificationDeliveries.notification_id, ids));
    expect(deliveries.map((d) => [d.user_id, d.status])).toEqual([[recruiter.id, 'digest']]);

    const status = await call(
      'POST',
      `/organization/${owner.orgSlug}/job/change-status/${applicationId}?status=shortlisted`,
      t,
    );
    expect(status.statusCode, status.body).toBe(200);
    const when = new Date(Date.now() + 86_400_000).toISOString();
    const iv = await call('POST', `/organization/${owner.orgSlug}/job/interviews/store`, t, {
      application_id: applicationId,
      schedule_date: when,
      timezone: 'America/Chicago',
      mode: 'video',
    });
    expect(iv.statusCode, iv.body).toBe(200);
    const nurseBell = (await call('GET', `/latest-notifications/individual/${nurse.id}`, tn)).json().data;
    expect(nurseBell.notifications.map((n: { type: string }) => n.type)).toEqual([
      'interview.invited',
      'application.status',
    ]);
    expect(nurseBell.notifications[1].title).toBe('Wired Hospital updated your application for ICU Nurse');
    // The invitation opens the page's interviews tab, where it is answered.
    expect(nurseBell.notifications[0].link).toMatch(/^\/individual\/[^/]+\/jobs\?view=interviews$/);
    // Its time reads on the interview's clock, named (not a UTC instant labelled with another zone).
    expect(nurseBell.notifications[0].body).toBe(
      `video interview on ${meetingTimeText(when, 'America/Chicago')}.`,
    );
    const nurseRows = await ctx.db
      .select()
      .from(schema.notificationDeliveries)
      .where(eq(schema.notificationDeliveries.user_id, nurse.id));
    expect(nurseRows).toHaveLength(0);

    const ivId = iv.json().data.id as number;
    const accepted = await call('POST', `/individual/interviews/${ivId}/change-status`, tn, {
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await bell(owner);
    expect(after.notifications[0]).toMatchObject({ type: 'interview.updated', organization_id: owner.orgId });
  });
});
