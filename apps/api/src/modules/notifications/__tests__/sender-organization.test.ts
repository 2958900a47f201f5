import { channelName, type NotificationView } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, postMultipart } from '../../../../test/context';
import { makePdf } from '../../../../test/fixtures';
import { subscribe } from '../../billing/__tests__/helpers';
import { eventsOf } from '../../messaging/__tests__/helpers';
import { orgMember } from '../../org-team/__tests__/members';

const { ctx, call } = apiSuite();
let owner: MadeUser;
let recruiter: MadeUser;
let nurse: MadeUser;
let t: string;
let tr: string;
let tn: string;
let applicationId: number;
const logo = '/api/v1/files/1';

beforeAll(async () => {
  owner = await makeUser(ctx, { role: 'organization', company: 'Sender Hospital', approved: true });
  await subscribe(ctx, owner.orgId!, 'organization-standard');
  await ctx.db
    .update(schema.organizations)
    .set({ company_profile_image: logo })
    .where(eq(schema.organizations.id, owner.orgId!));
  recruiter = await orgMember(ctx, owner.orgId!, 'Recruiter', ['jobs', 'applicants']);
  nurse = await makeUser(ctx);
  [t, tr, tn] = await Promise.all([login(ctx, owner), login(ctx, recruiter), login(ctx, nurse)]);
  const job = await call('POST', `/organization/${owner.orgSlug}/job/create`, t, {
    title: 'Ward Nurse',
    employment_type: 'full-time',
    city: 'Austin',
    state: 'TX',
    description: 'Registered nurse for a medical ward.',
  });
  expect(job.statusCode, job.body).toBe(200);
  const applied = await postMultipart(
    ctx,
    `/organization/${owner.orgSlug}/job/apply/`,
    tn,
    {
      job_id: String(job.json().data.job.id),
      first_name: 'Nina',
      last_name: 'Ortiz',
      email: nurse.email,
      answers: '{}',
    },
    { field: 'resume', name: 'cv.pdf', data: makePdf(['CV']) },
  );
  expect(applied.statusCode, applied.body).toBe(200);
  applicationId = applied.json().data.id;
});

const sender = () => ({ id: owner.orgId, slug: owner.orgSlug, name: 'Sender Hospital', logo });

describe("notifications of an organization's act name the organization as their sender", () => {
  it('an application status change, in the bell, the full list and the live event', async () => {
    // A member changes it: the candidate hears from the organization, not from the member.
    const changed = await call(
      'POST',
      `/organization/${owner.orgSlug}/job/change-status/${applicationId}?status=shortlisted`,
      tr,
    );
    expect(changed.statusCode, changed.body).toBe(200);

    const bell = (await call('GET', `/latest-notifications/individual/${nurse.id}`, tn)).json().data;
    expect(bell.notifications[0]).toMatchObject({
      type: 'application.status',
      actor: null,
      sender_organization: sender(),
    });
    const page = await call('GET', `/individual/${nurse.slug}/notifications?filter=unread`, tn);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.notifications[0].sender_organization).toEqual(sender());

    const live = (await eventsOf(ctx, channelName.notify(nurse.id)))
      .filter((e) => e.event === 'notification.created')
      .map((e) => (e.data as { notification: NotificationView }).notification);
    expect(live.at(-1)).toMatchObject({ type: 'application.status', sender_organization: sender() });
  });

  it('an interview invitation too; what a person did keeps that person as its sender', async () => {
    const iv = await call('POST', `/organization/${owner.orgSlug}/job/interviews/store`, t, {
      application_id: applicationId,
      schedule_date: new Date(Date.now() + 86_400_000).toISOString(),
      timezone: 'America/Chicago',
      mode: 'video',
    });
    expect(iv.statusCode, iv.body).toBe(200);
    const bell = (await call('GET', `/latest-notifications/individual/${nurse.id}`, tn)).json().data;
    expect(bell.notifications[0]).toMatchObject({ type: 'interview.invited', sender_organization: sender() });

    // The application reached the owner from the candidate: a person, no sending organization.
    const ownerBell = (await call('GET', `/latest-notifications/individual/${owner.id}`, t)).json().data;
    const received = ownerBell.notifications.find((n: NotificationView) => n.type === 'application.received');
    expect(received).toMatchObject({ actor: { id: nurse.id }, sender_organization: null });
  });

  it('an invitation to join its team, also in the answer to accepting it', async () => {
    const role = await call('POST', `/${owner.orgSlug}/roles/create`, t, {
      role_name: 'Float pool',
      permissions: ['jobs'],
    });
    const invited = await call('POST', '/organization/users/send-invite', t, {
      slug: owner.orgSlug,
      email: nurse.email,
      role_id: role.json().data.id,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const bell = (await call('GET', `/latest-notifications/individual/${nurse.id}`, tn)).json().data;
    const [n] = bell.notifications;
    expect(n).toMatchObject({ type: 'organization.invitation', sender_organization: sender() });
    const accepted = await call('PUT', `/individual/${nurse.slug}/notification/${n.id}/accept`, tn);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.notification).toMatchObject({
      action_status: 'accepted',
      sender_organization: sender(),
    });
  });

  it('keeps the notification when its sending organization is gone, without a sender', async () => {
    const [row] = await ctx.db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(eq(schema.notifications.user_id, nurse.id))
      .limit(1);
    const other = await makeUser(ctx, { role: 'organization', company: 'Gone Clinic', approved: true });
    await ctx.db
      .update(schema.notifications)
      .set({ sender_organization_id: other.orgId })
      .where(eq(schema.notifications.id, row.id));
    await ctx.db.delete(schema.organizations).where(eq(schema.organizations.id, other.orgId!));
    const bell = (await call('GET', `/latest-notifications/individual/${nurse.id}`, tn)).json().data;
    expect(bell.notifications.find((n: NotificationView) => n.id === row.id).sender_organization).toBeNull();
  });
});
