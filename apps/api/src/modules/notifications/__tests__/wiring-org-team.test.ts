import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser } from '../../../../test/context';

const { ctx, call } = apiSuite();

async function invite(ownerToken: string, slug: string, email: string, roleName: string) {
  const role = (
    await call('POST', `/${slug}/roles/create`, ownerToken, { role_name: roleName, permissions: ['jobs'] })
  ).json().data;
  const res = await call('POST', '/organization/users/send-invite', ownerToken, {
    slug,
    email,
    role_id: role.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

describe('organization invitations in the bell', () => {
  it('the invitee gets an actionable notification (no second e-mail); accepting it from the bell joins the team', async () => {
    const owner = await makeUser(ctx, { role: 'organization', company: 'Bell Clinic', approved: true });
    const nurse = await makeUser(ctx);
    const [to, tn] = await Promise.all([login(ctx, owner), login(ctx, nurse)]);
    const invitationId = await invite(to, owner.orgSlug!, nurse.email, 'Recruiter');

    const bell = (await call('GET', `/latest-notifications/individual/${nurse.id}`, tn)).json().data;
    expect(bell.total_notification_count).toBe(1);
    const [n] = bell.notifications;
    expect(n).toMatchObject({
      type: 'organization.invitation',
      title: 'Bell Clinic invited you to join their team',
      action_status: 'pending',
      data: { invitation_id: invitationId },
    });
    // The invitation e-mail is the module's own: no notification delivery besides it.
    const deliveries = await ctx.db
      .select()
      .from(schema.notificationDeliveries)
      .where(eq(schema.notificationDeliveries.notification_id, n.id));
    expect(deliveries).toHaveLength(0);

    const res = await call('PUT', `/individual/${nurse.slug}/notification/${n.id}/accept`, tn);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notification.action_status).toBe('accepted');
    const member = await ctx.db
      .select()
      .from(schema.organizationUsers)
      .where(
        and(
          eq(schema.organizationUsers.organization_id, owner.orgId!),
          eq(schema.organizationUsers.user_id, nurse.id),
        ),
      );
    expect(member).toHaveLength(1);
    expect((await call('PUT', `/individual/${nurse.slug}/notification/${n.id}/reject`, tn)).statusCode).toBe(
      409,
    );
  });

  it('answering on the invitations card settles the notification; a withdrawn invitation’s item is settled as cancelled', async () => {
    const owner = await makeUser(ctx, { role: 'organization', company: 'Card Clinic', approved: true });
    const nurse = await makeUser(ctx);
    const [to, tn] = await Promise.all([login(ctx, owner), login(ctx, nurse)]);
    await invite(to, owner.orgSlug!, nurse.email, 'Biller');
    const res = await call('PUT', '/individual/accept-or-reject-invite', tn, {
      role_name: 'Biller',
      status: 'rejected',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [settled] = (await call('GET', `/individual/${nurse.slug}/notifications`, tn)).json().data
      .notifications;
    expect(settled.action_status).toBe('rejected');

    const again = await invite(to, owner.orgSlug!, nurse.email, 'Scheduler');
    const cancel = await call('DELETE', `/organization/${owner.orgSlug}/user-invitation/${again}/delete`, to);
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    // Cancelling settles the bell item at once: it no longer offers Accept / Decline.
    const [withdrawn] = (await call('GET', `/individual/${nurse.slug}/notifications`, tn)).json().data
      .notifications;
    expect(withdrawn.action_status).toBe('cancelled');
    const gone = await call('PUT', `/individual/${nurse.slug}/notification/${withdrawn.id}/accept`, tn);
    expect(gone.statusCode).toBe(409);
  });
});
