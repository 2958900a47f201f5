import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, lastMessage, login, makeUser } from '../../../../test/context';
import { INVITATION_TTL_MS } from '../org-team.service';
import { orgMember } from './members';

const { ctx, call, user: owner } = apiSuite({ as: { role: 'organization', company: 'Riverside Clinic' } });
let t: string;
let slug: string;
beforeAll(async () => {
  t = owner.token;
  slug = owner.orgSlug!;
  await ctx.db
    .update(schema.users)
    .set({ first_name: 'Owen', last_name: 'Banks' })
    .where(eq(schema.users.id, owner.id));
});

const createRole = async (role_name: string, permissions: string[]) =>
  (await call('POST', `/${slug}/roles/create`, t, { role_name, permissions })).json().data.id as number;
const invite = (email: string, role_id: number) =>
  call('POST', '/organization/users/send-invite', t, { slug, email, role_id });
const linkOf = async (email: string) =>
  new URL(/http\S+/.exec((await lastMessage(ctx, email, 'org-invitation'))!.text)![0]);
const bellOf = async (userId: number, token: string) =>
  (await call('GET', `/latest-notifications/individual/${userId}`, token)).json().data.notifications as {
    type: string;
    title: string;
    action_status: string | null;
    data: Record<string, unknown>;
  }[];

describe('a removed member is told', () => {
  it('notifies the removed member in the bell and by e-mail; leaving tells no one', async () => {
    const max = await orgMember(ctx, owner.orgId!, 'Recruiter A', ['jobs']);
    const members = (await call('GET', `/organization/${slug}/users`, t)).json().data;
    const row = members.find((m: { user_id: number }) => m.user_id === max.id);
    const res = await call('DELETE', `/organization/users/${row.id}/delete`, t);
    expect(res.statusCode, res.body).toBe(200);

    const [n] = await bellOf(max.id, max.token);
    expect(n).toMatchObject({
      type: 'organization.removed',
      title: "You are no longer on Riverside Clinic's team",
      data: { organization_slug: slug },
    });
    const mail = await lastMessage(ctx, max.email, 'org-member-removed');
    expect(mail?.subject).toBe("You are no longer on Riverside Clinic's team");
    expect((await call('GET', `/organization/${slug}/show`, max.token)).statusCode).toBe(404);

    const leaver = await orgMember(ctx, owner.orgId!, 'Leaver', ['users']);
    const own = (await call('GET', '/show-assigned-organization', leaver.token)).json().data;
    expect(own).toHaveLength(1);
    const mine = (await ctx.db.query.organizationUsers.findFirst({
      where: (m, { eq: e }) => e(m.user_id, leaver.id),
    }))!;
    expect((await call('DELETE', `/organization/users/${mine.id}/delete`, leaver.token)).statusCode).toBe(
      200,
    );
    expect(await bellOf(leaver.id, leaver.token)).toEqual([]);
    expect(await lastMessage(ctx, leaver.email, 'org-member-removed')).toBeNull();
  });
});

describe('invitations', () => {
  it('the e-mail names the inviter, organization, role and expiry, and links to a page a new person can register from', async () => {
    const roleId = await createRole('Recruiter', ['jobs', 'applicants', 'interviews']);
    const email = `new-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const sent = await invite(email, roleId);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = (await lastMessage(ctx, email, 'org-invitation'))!;
    expect(mail.subject).toBe('Owen Banks invited you to join Riverside Clinic on HCTL');
    expect(mail.text).toContain(
      "Owen Banks invited you to join Riverside Clinic's team on HCTL as Recruiter.",
    );
    expect(mail.text).toMatch(/expires on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const link = await linkOf(email);
    expect(link.pathname).toBe(`/invitation/${sent.json().data.id}`);

    const shown = await call('GET', `/organization-invitation/${sent.json().data.id}${link.search}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      email,
      company_name: 'Riverside Clinic',
      role_name: 'Recruiter',
      inviter_name: 'Owen Banks',
      status: 'pending',
      has_account: false,
    });
    // Without its signature (or with another invitation's) the link shows nothing.
    expect((await call('GET', `/organization-invitation/${sent.json().data.id}`)).statusCode).toBe(422);
    expect(
      (await call('GET', `/organization-invitation/${sent.json().data.id}?signature=${'0'.repeat(64)}`))
        .statusCode,
    ).toBe(404);

    // Cancelled: the link says so; the list no longer has it.
    expect(
      (await call('DELETE', `/organization/${slug}/user-invitation/${sent.json().data.id}/delete`, t))
        .statusCode,
    ).toBe(200);
    const after = await call('GET', `/organization-invitation/${sent.json().data.id}${link.search}`);
    expect(after.json().data.status).toBe('cancelled');
  });

  it('lists expired invitations as expired with their dates; re-sending renews them and mails again', async () => {
    const roleId = await createRole('Night desk', ['jobs']);
    const u = await makeUser(ctx);
    const sent = (await invite(u.email, roleId)).json().data;
    await ctx.db
      .update(schema.orgInvitations)
      .set({ created_at: new Date(Date.now() - INVITATION_TTL_MS - 60_000) })
      .where(eq(schema.orgInvitations.id, sent.id));
    const list = (await call('GET', `/organization/${slug}/users/invities-list`, t)).json().data;
    const listed = list.find((i: { id: number }) => i.id === sent.id);
    expect(listed).toMatchObject({ expired: true, expires_at: expect.any(String) });
    const { search } = await linkOf(u.email);
    expect((await call('GET', `/organization-invitation/${sent.id}${search}`)).json().data).toMatchObject({
      status: 'expired',
      has_account: true,
    });

    const resent = await call('POST', `/organization/${slug}/user-invitation/${sent.id}/resend`, t);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({ id: sent.id, expired: false });
    expect(new Date(resent.json().data.expires_at).getTime()).toBeGreaterThan(
      Date.now() + INVITATION_TTL_MS - 60_000,
    );
    const tu = await login(ctx, u);
    const accepted = await call('PUT', '/individual/accept-or-reject-invite', tu, {
      invitation_id: sent.id,
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // Inviting a pending address again sends it again (same invitation) instead of 409.
    const v = await makeUser(ctx);
    const first = (await invite(v.email, roleId)).json().data;
    const again = await invite(v.email, roleId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: `Invitation sent again to ${v.email}.`,
      data: { id: first.id },
    });
  });

  it('re-send: 401 signed out, 422 on a bad id, 404 for another organization’s invitation, 403 without users', async () => {
    const roleId = await createRole('Desk', ['jobs']);
    const sent = (await invite(`x-${Math.random().toString(36).slice(2, 8)}@example.test`, roleId)).json()
      .data;
    expect((await call('POST', `/organization/${slug}/user-invitation/${sent.id}/resend`)).statusCode).toBe(
      401,
    );
    expect((await call('POST', `/organization/${slug}/user-invitation/abc/resend`, t)).statusCode).toBe(422);
    const other = await makeUser(ctx, { role: 'organization' });
    const to = await login(ctx, other);
    expect(
      (await call('POST', `/organization/${other.orgSlug}/user-invitation/${sent.id}/resend`, to)).statusCode,
    ).toBe(404);
    const messenger = await orgMember(ctx, owner.orgId!, 'Messenger', ['messages']);
    expect(
      (await call('POST', `/organization/${slug}/user-invitation/${sent.id}/resend`, messenger.token))
        .statusCode,
    ).toBe(403);
  });

  it('accepting a cancelled invitation says it was cancelled (409) and settles the bell item', async () => {
    const roleId = await createRole('Screener two', ['applicants']);
    const u = await makeUser(ctx);
    const tu = await login(ctx, u);
    const sent = (await invite(u.email, roleId)).json().data;
    await call('DELETE', `/organization/${slug}/user-invitation/${sent.id}/delete`, t);
    const res = await call('PUT', '/individual/accept-or-reject-invite', tu, {
      invitation_id: sent.id,
      status: 'accepted',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'invitation_cancelled',
      message: 'This invitation was cancelled by Riverside Clinic.',
    });
    const item = (await bellOf(u.id, tu)).find((n) => n.type === 'organization.invitation');
    expect(item?.action_status).toBe('cancelled');
    // Someone else naming it learns nothing.
    const stranger = await makeUser(ctx);
    expect(
      (
        await call('PUT', '/individual/accept-or-reject-invite', await login(ctx, stranger), {
          invitation_id: sent.id,
          status: 'accepted',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('roles someone holds', () => {
  it('are not deleted while members hold them (409 naming how many)', async () => {
    const roleId = await createRole('Holders', ['jobs']);
    const [a, b] = [await makeUser(ctx), await makeUser(ctx)];
    for (const m of [a, b])
      await ctx.db
        .insert(schema.organizationUsers)
        .values({ organization_id: owner.orgId!, user_id: m.id, role_id: roleId, role_name: 'Holders' });
    const res = await call('DELETE', `/${slug}/roles/${roleId}/destroy`, t);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('2 members have the Holders role: give them another role first.');
    await ctx.db.delete(schema.organizationUsers).where(eq(schema.organizationUsers.role_id, roleId));
    expect((await call('DELETE', `/${slug}/roles/${roleId}/destroy`, t)).statusCode).toBe(200);
  });
});

describe('transfer of ownership', () => {
  it('hands the organization to a member; the former owner stays with that member’s role; both are told', async () => {
    const org = await makeUser(ctx, { role: 'organization', company: 'Harbor Care' });
    const to = await login(ctx, org);
    const rita = await orgMember(ctx, org.orgId!, 'Recruiter', ['jobs', 'applicants']);
    const ritaRow = (await ctx.db.query.organizationUsers.findFirst({
      where: (m, { eq: e }) => e(m.user_id, rita.id),
    }))!;
    const url = `/organization/${org.orgSlug}/transfer-ownership`;

    expect((await call('POST', url, undefined, { member_id: ritaRow.id })).statusCode).toBe(401);
    expect((await call('POST', url, to, {})).statusCode).toBe(422);
    // A membership of another organization is not one of this team's.
    const elsewhere = await orgMember(ctx, owner.orgId!, 'Elsewhere', ['jobs']);
    const elsewhereRow = (await ctx.db.query.organizationUsers.findFirst({
      where: (m, { eq: e }) => e(m.user_id, elsewhere.id),
    }))!;
    expect((await call('POST', url, to, { member_id: elsewhereRow.id })).statusCode).toBe(404);
    // Only the owner hands it over.
    expect((await call('POST', url, rita.token, { member_id: ritaRow.id })).statusCode).toBe(403);

    const res = await call('POST', url, to, { member_id: ritaRow.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(
      /^Harbor Care now belongs to .+\. You stay on the team as Recruiter\.$/,
    );
    const shownToRita = (await call('GET', `/organization/${org.orgSlug}/show`, rita.token)).json().data;
    expect(shownToRita.is_owner).toBe(true);
    expect(shownToRita.permissions).toContain('billing');
    const team = (await call('GET', `/organization/${org.orgSlug}/users`, rita.token)).json().data;
    expect(team.map((m: { user_id: number; role_name: string }) => [m.user_id, m.role_name])).toEqual([
      [rita.id, 'Owner'],
      [org.id, 'Recruiter'],
    ]);
    const shownToFormer = (await call('GET', `/organization/${org.orgSlug}/show`, to)).json().data;
    expect(shownToFormer.is_owner).toBe(false);
    expect((await call('GET', `/organization/${org.orgSlug}/users`, to)).statusCode).toBe(403);
    // The former owner cannot take it back.
    expect((await call('POST', url, to, { member_id: ritaRow.id })).statusCode).toBe(403);

    expect((await bellOf(rita.id, rita.token))[0]).toMatchObject({
      type: 'organization.ownership',
      title: 'You are now the owner of Harbor Care',
    });
    expect((await lastMessage(ctx, org.email, 'org-ownership'))?.subject).toMatch(
      /^Harbor Care now belongs to /,
    );
    expect((await lastMessage(ctx, rita.email, 'org-ownership'))?.subject).toBe(
      'You are now the owner of Harbor Care',
    );
  });
});
