import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, lastMessage, login, makeUser } from '../../../../test/context';
import { INVITATION_TTL_MS } from '../org-team.service';

const { ctx, call, user: owner } = apiSuite({ as: { role: 'organization', company: 'Team Clinic' } });
let t: string;
beforeAll(() => {
  t = owner.token;
});

describe('roles', () => {
  it('lists the permission catalogue and manages roles with the spec texts', async () => {
    const perms = (await call('GET', '/permissions', t)).json().data.map((p: { key: string }) => p.key);
    expect(perms).toEqual([
      'profile',
      'jobs',
      'applicants',
      'interviews',
      'services',
      'galleries',
      'ads',
      'messages',
      'billing',
      'wallet',
      'analytics',
      'users',
      'roles',
    ]);
    const slug = owner.orgSlug!;
    const created = await call('POST', `/${slug}/roles/create`, t, {
      role_name: 'Recruiter',
      permissions: ['jobs', 'applicants'],
    });
    expect(created.json().message).toBe('Role has been created successfully!');
    const id = created.json().data.id;
    expect(
      (await call('POST', `/${slug}/roles/create`, t, { role_name: 'recruiter', permissions: ['jobs'] }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/${slug}/roles/create`, t, { role_name: 'X', permissions: ['launch_rockets'] }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await call('PUT', `/${slug}/roles/${id}/update`, t, {
          role_name: 'Senior Recruiter',
          permissions: ['jobs', 'applicants', 'interviews'],
        })
      ).json().message,
    ).toBe('Role has been updated successfully!');
    expect((await call('GET', `/${slug}/roles/${id}`, t)).json().data.permissions).toEqual([
      'jobs',
      'applicants',
      'interviews',
    ]);
    const other = await makeUser(ctx, { role: 'organization' });
    expect((await call('GET', `/${other.orgSlug}/roles/${id}`, await login(ctx, other))).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/${slug}/roles/${id}/destroy`, t)).json().message).toBe(
      'Role has been deleted successfully!',
    );
    expect((await call('GET', `/${slug}/roles`)).statusCode).toBe(401);
  });
});

describe('invitations and members', () => {
  it('invites by e-mail; the invitee accepts and gets exactly the role’s permissions', async () => {
    const slug = owner.orgSlug!;
    const role = (
      await call('POST', `/${slug}/roles/create`, t, {
        role_name: 'Recruiter',
        permissions: ['jobs', 'applicants'],
      })
    ).json().data;
    const colleague = await makeUser(ctx);
    const inv = await call('POST', '/organization/users/send-invite', t, {
      slug,
      email: colleague.email.toUpperCase(),
      role_id: role.id,
    });
    expect(inv.statusCode, inv.body).toBe(200);
    expect((await lastMessage(ctx, colleague.email, 'org-invitation'))?.subject).toContain('Team Clinic');
    // A pending address is sent its invitation again rather than refused.
    expect(
      (
        await call('POST', '/organization/users/send-invite', t, {
          slug,
          email: colleague.email,
          role_id: role.id,
        })
      ).json(),
    ).toMatchObject({
      message: `Invitation sent again to ${colleague.email}.`,
      data: { id: inv.json().data.id },
    });
    expect(
      (await call('POST', '/organization/users/send-invite', t, { slug, email: 'bad', role_id: role.id }))
        .statusCode,
    ).toBe(422);
    expect((await call('GET', `/organization/${slug}/users/invities-list`, t)).json().data).toHaveLength(1);

    const tc = await login(ctx, colleague);
    const mine = (await call('GET', '/individual/organization-invitations', tc)).json().data;
    expect(mine).toEqual([expect.objectContaining({ company_name: 'Team Clinic', role_name: 'Recruiter' })]);
    const stranger = await makeUser(ctx);
    expect(
      (
        await call('PUT', '/individual/accept-or-reject-invite', await login(ctx, stranger), {
          invitation_id: mine[0].id,
          status: 'accepted',
        })
      ).statusCode,
    ).toBe(404);
    const accepted = await call('PUT', '/individual/accept-or-reject-invite', tc, {
      role_name: 'Recruiter',
      status: 'accepted',
    });
    expect(accepted.json().message).toBe('You have joined Team Clinic as Recruiter.');
    expect(
      (
        await call('PUT', '/individual/accept-or-reject-invite', tc, {
          role_name: 'Recruiter',
          status: 'maybe',
        })
      ).statusCode,
    ).toBe(422);

    expect((await call('GET', `/organization/${slug}/job/job-role-assigned-users`, tc)).statusCode).toBe(200);
    expect((await call('GET', `/${slug}/roles`, tc)).statusCode).toBe(403);
    expect((await call('GET', `/organization/${slug}/users`, tc)).statusCode).toBe(403);
    expect((await call('GET', '/show-assigned-organization', tc)).json().data[0]).toMatchObject({
      slug,
      role_name: 'Recruiter',
    });

    const members = (await call('GET', `/organization/${slug}/users`, t)).json().data;
    expect(members.map((m: { role_name: string }) => m.role_name)).toEqual(['Owner', 'Recruiter']);
    const assignees = (await call('GET', `/organization/${slug}/job/job-role-assigned-users`, t)).json().data;
    expect(assignees).toHaveLength(2);
    const memberId = members[1].id;
    expect(
      (await call('PUT', `/organization/users/${memberId}/update`, t, { role_id: 999999 })).statusCode,
    ).toBe(422);
    expect((await call('DELETE', `/organization/users/${memberId}/delete`, t)).statusCode).toBe(200);
    expect((await call('GET', `/organization/${slug}/job/job-role-assigned-users`, tc)).statusCode).toBe(404);
  });

  it('lets the invitee decline', async () => {
    const slug = owner.orgSlug!;
    const role = (
      await call('POST', `/${slug}/roles/create`, t, { role_name: 'Biller', permissions: ['billing'] })
    ).json().data;
    const u = await makeUser(ctx);
    await call('POST', '/organization/users/send-invite', t, { slug, email: u.email, role_id: role.id });
    const tu = await login(ctx, u);
    const res = await call('PUT', '/individual/accept-or-reject-invite', tu, {
      role_name: 'Biller',
      status: 'rejected',
    });
    expect(res.json().message).toBe('You declined the invitation.');
    expect((await call('GET', `/organization/${slug}/show`, tu)).statusCode).toBe(404);
  });
});

const createRole = async (role_name: string, permissions: string[]) =>
  (await call('POST', `/${owner.orgSlug}/roles/create`, t, { role_name, permissions })).json().data
    .id as number;
const invite = (email: string, role_id: number) =>
  call('POST', '/organization/users/send-invite', t, { slug: owner.orgSlug, email, role_id });
const membershipOf = (userId: number) =>
  ctx.db.query.organizationUsers.findFirst({
    where: (m, { and, eq: e }) => and(e(m.organization_id, owner.orgId!), e(m.user_id, userId)),
  });

describe('invitations need a verified e-mail and expire', () => {
  it('refuses an unverified account 403 (it may still decline), and accepts once the e-mail is verified', async () => {
    const roleId = await createRole('Screener', ['applicants']);
    const u = await makeUser(ctx, { verified: false });
    expect((await invite(u.email, roleId)).statusCode).toBe(200);
    const tu = await login(ctx, u);
    const [mine] = (await call('GET', '/individual/organization-invitations', tu)).json().data;
    const refused = await call('PUT', '/individual/accept-or-reject-invite', tu, {
      invitation_id: mine.id,
      status: 'accepted',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_not_verified' });
    expect(refused.json().message).toMatch(/Verify your e-mail address before accepting/);
    expect(await membershipOf(u.id)).toBeUndefined();
    expect((await call('GET', `/organization/${owner.orgSlug}/show`, tu)).statusCode).toBe(404);

    await ctx.db.update(schema.users).set({ email_verified_at: new Date() }).where(eq(schema.users.id, u.id));
    const accepted = await call('PUT', '/individual/accept-or-reject-invite', tu, {
      invitation_id: mine.id,
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await membershipOf(u.id))?.role_id).toBe(roleId);

    const v = await makeUser(ctx, { verified: false });
    await invite(v.email, roleId);
    const declined = await call('PUT', '/individual/accept-or-reject-invite', await login(ctx, v), {
      role_name: 'Screener',
      status: 'rejected',
    });
    expect(declined.statusCode).toBe(200);
  });

  it(`answers 410 after ${INVITATION_TTL_MS / 86_400_000} days, lists the stale invitation as expired and lets the organization send a new one`, async () => {
    const roleId = await createRole('Night shift', ['jobs']);
    const u = await makeUser(ctx);
    const sent = (await invite(u.email, roleId)).json().data;
    const tu = await login(ctx, u);
    const almost = new Date(Date.now() - INVITATION_TTL_MS + 60_000);
    await ctx.db
      .update(schema.orgInvitations)
      .set({ created_at: almost })
      .where(eq(schema.orgInvitations.id, sent.id));
    expect((await call('GET', '/individual/organization-invitations', tu)).json().data).toHaveLength(1);

    await ctx.db
      .update(schema.orgInvitations)
      .set({ created_at: new Date(Date.now() - INVITATION_TTL_MS - 60_000) })
      .where(eq(schema.orgInvitations.id, sent.id));
    expect((await call('GET', '/individual/organization-invitations', tu)).json().data).toEqual([]);
    const list = (await call('GET', `/organization/${owner.orgSlug}/users/invities-list`, t)).json().data;
    // Still listed, marked expired, so the team can send it again.
    expect(list.find((i: { id: number }) => i.id === sent.id)).toMatchObject({ expired: true });
    const late = await call('PUT', '/individual/accept-or-reject-invite', tu, {
      invitation_id: sent.id,
      status: 'accepted',
    });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ status: 'error', code: 'invitation_expired' });
    expect(late.json().message).toMatch(/expired/);
    expect(await membershipOf(u.id)).toBeUndefined();

    const again = await invite(u.email, roleId);
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await call('PUT', '/individual/accept-or-reject-invite', tu, {
      invitation_id: again.json().data.id,
      status: 'accepted',
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('no one raises their own rights', () => {
  /** A member of the owner's organization holding `roleId`; with their token and membership row. */
  const member = async (roleId: number, roleName: string) => {
    const u = await makeUser(ctx);
    const [row] = await ctx.db
      .insert(schema.organizationUsers)
      .values({ organization_id: owner.orgId!, user_id: u.id, role_id: roleId, role_name: roleName })
      .returning();
    return { ...u, row: row.id, token: await login(ctx, u) };
  };
  const rolePerms = async (id: number) => (await call('GET', `/${owner.orgSlug}/roles/${id}`, t)).json().data;

  it('a member with only `users` cannot take or hand out a stronger role, nor touch roles', async () => {
    const slug = owner.orgSlug!;
    const usersOnly = await createRole('Team lead', ['users']);
    const manager = await createRole('Manager', ['users', 'roles', 'applicants']);
    const weak = await createRole('Helper', ['users']);
    const lead = await member(usersOnly, 'Team lead');
    const other = await member(weak, 'Helper');

    const self = await call('PUT', `/organization/users/${lead.row}/update`, lead.token, {
      role_id: manager,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change your own role.');
    const selfSame = await call('PUT', `/organization/users/${lead.row}/update`, lead.token, {
      role_id: weak,
    });
    expect(selfSame.statusCode).toBe(403);
    expect((await membershipOf(lead.id))?.role_id).toBe(usersOnly);

    const raise = await call('PUT', `/organization/users/${other.row}/update`, lead.token, {
      role_id: manager,
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toMatch(/permissions you hold yourself/);
    expect((await membershipOf(other.id))?.role_id).toBe(weak);
    expect(
      (await call('PUT', `/organization/users/${other.row}/update`, lead.token, { role_id: usersOnly }))
        .statusCode,
    ).toBe(200);

    const sneaky = await call('POST', '/organization/users/send-invite', lead.token, {
      slug,
      email: `alt-${ctx.id}@example.test`,
      role_id: manager,
    });
    expect(sneaky.statusCode).toBe(403);
    expect(await lastMessage(ctx, `alt-${ctx.id}@example.test`)).toBeNull();
    expect(
      (
        await call('POST', '/organization/users/send-invite', lead.token, {
          slug,
          email: `helper-${ctx.id}@example.test`,
          role_id: usersOnly,
        })
      ).statusCode,
    ).toBe(200);

    const body = { role_name: 'Team lead', permissions: ['users', 'roles', 'billing'] };
    expect((await call('PUT', `/${slug}/roles/${usersOnly}/update`, lead.token, body)).statusCode).toBe(403);
    expect((await call('POST', `/${slug}/roles/create`, lead.token, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/${slug}/roles/${manager}/destroy`, lead.token)).statusCode).toBe(403);
    expect((await rolePerms(usersOnly)).permissions).toEqual(['users']);
    expect((await rolePerms(manager)).permissions).toEqual(['users', 'roles', 'applicants']);
  });

  it('a member with `users` cannot change or remove a member whose role holds more than theirs', async () => {
    const usersOnly = await createRole('Coordinator', ['users']);
    const manager = await createRole('Hiring manager', ['users', 'applicants']);
    const lead = await member(usersOnly, 'Coordinator');
    const boss = await member(manager, 'Hiring manager');
    const peer = await member(usersOnly, 'Coordinator');

    const demote = await call('PUT', `/organization/users/${boss.row}/update`, lead.token, {
      role_id: usersOnly,
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toMatch(/permissions you hold yourself/);
    const remove = await call('DELETE', `/organization/users/${boss.row}/delete`, lead.token);
    expect(remove.statusCode).toBe(403);
    expect((await membershipOf(boss.id))?.role_id).toBe(manager);

    expect((await call('DELETE', `/organization/users/${peer.row}/delete`, lead.token)).statusCode).toBe(200);
    expect(await membershipOf(peer.id)).toBeUndefined();
    // Leaving is always allowed.
    expect((await call('DELETE', `/organization/users/${lead.row}/delete`, lead.token)).statusCode).toBe(200);
    expect(await membershipOf(lead.id)).toBeUndefined();
  });

  it('a member with `roles` edits only roles within their own permissions, never their own', async () => {
    const slug = owner.orgSlug!;
    const rolesAdmin = await createRole('Role admin', ['roles', 'jobs']);
    const billing = await createRole('Accountant', ['billing']);
    const jobsOnly = await createRole('Poster', ['jobs']);
    const admin = await member(rolesAdmin, 'Role admin');
    const call2 = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(method, `/${slug}${url}`, admin.token, payload);

    expect(
      (await call2('POST', '/roles/create', { role_name: 'Cashier', permissions: ['wallet'] })).statusCode,
    ).toBe(403);
    const own = await call2('PUT', `/roles/${rolesAdmin}/update`, {
      role_name: 'Role admin',
      permissions: ['roles', 'jobs', 'billing'],
    });
    expect(own.statusCode).toBe(403);
    expect(
      (await call2('PUT', `/roles/${rolesAdmin}/update`, { role_name: 'Role admin', permissions: ['jobs'] }))
        .statusCode,
    ).toBe(403);
    expect((await call2('DELETE', `/roles/${rolesAdmin}/destroy`)).statusCode).toBe(403);
    expect(
      (await call2('PUT', `/roles/${billing}/update`, { role_name: 'Accountant', permissions: ['jobs'] }))
        .statusCode,
    ).toBe(403);
    expect((await call2('DELETE', `/roles/${billing}/destroy`)).statusCode).toBe(403);
    expect(
      (
        await call2('PUT', `/roles/${jobsOnly}/update`, {
          role_name: 'Poster',
          permissions: ['jobs', 'billing'],
        })
      ).statusCode,
    ).toBe(403);
    expect((await rolePerms(rolesAdmin)).permissions).toEqual(['roles', 'jobs']);
    expect((await rolePerms(billing)).permissions).toEqual(['billing']);
    expect((await rolePerms(jobsOnly)).permissions).toEqual(['jobs']);

    // Within their own permissions they manage roles as before.
    const made = await call2('POST', '/roles/create', { role_name: 'Junior poster', permissions: ['jobs'] });
    expect(made.statusCode).toBe(200);
    expect(
      (await call2('PUT', `/roles/${jobsOnly}/update`, { role_name: 'Job poster', permissions: ['jobs'] }))
        .statusCode,
    ).toBe(200);
    expect((await call2('DELETE', `/roles/${made.json().data.id}/destroy`)).statusCode).toBe(200);
    // The owner holds every permission.
    expect(
      (
        await call('PUT', `/${slug}/roles/${billing}/update`, t, {
          role_name: 'Accountant',
          permissions: ['wallet'],
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('admin roles', () => {
  it('is for super admins only', async () => {
    const admin = await makeUser(ctx, { role: 'super-admin' });
    const ta = await login(ctx, admin);
    expect((await call('GET', '/admin/get-all-permissions', ta)).json().data.length).toBeGreaterThan(5);
    const role = await call('POST', '/admin/admin-roles/create', ta, {
      role_name: 'Moderator',
      permissions: ['reports', 'groups'],
    });
    expect(role.json().message).toBe('Role has been created successfully!');
    const id = role.json().data.id;
    expect(
      (
        await call('PUT', `/admin/admin-roles/${id}/update`, ta, {
          role_name: 'Moderator',
          permissions: ['reports'],
        })
      ).json().message,
    ).toBe('Role has been updated successfully!');
    // A second operator gets the Moderator role: from then on the admin area answers them only
    // where the role's permissions reach; the first operator, with no role, keeps everything.
    const moderator = await makeUser(ctx, { role: 'super-admin' });
    const tm = await login(ctx, moderator);
    expect((await call('GET', '/admin/admin-roles', tm)).statusCode).toBe(200);
    expect(
      (await call('POST', '/admin/assign-role-user', ta, { user_id: moderator.id, role_id: id })).statusCode,
    ).toBe(200);
    const refused = await call('GET', '/admin/admin-roles', tm);
    expect(refused.statusCode).toBe(403);
    // The roles list says who holds each role.
    const held = (await call('GET', `/admin/admin-roles/${id}`, ta)).json().data;
    expect(held.holders).toEqual([{ id: moderator.id, name: expect.any(String), email: moderator.email }]);
    expect((await call('GET', '/admin/admin-roles', ta)).json().data[0].holders).toHaveLength(1);
    // The console asks what to show: the moderator's role, the first operator everything.
    expect((await call('GET', '/admin/my-permissions', tm)).json().data).toEqual(['reports']);
    const all = (await call('GET', '/admin/my-permissions', ta)).json().data;
    expect(all).toContain('roles');
    expect(all).toHaveLength((await call('GET', '/admin/get-all-permissions', ta)).json().data.length);
    expect((await call('GET', '/admin/my-permissions', t)).statusCode).toBe(403);
    expect((await call('GET', '/admin/my-permissions')).statusCode).toBe(401);
    expect(refused.json().message).toBe('Your admin role does not include this.');
    expect(
      (await call('POST', '/admin/update-assign-role-user', ta, { user_id: owner.id, role_id: id }))
        .statusCode,
    ).toBe(422);
    expect((await call('GET', '/admin/admin-roles', ta)).json().data).toHaveLength(1);
    expect((await call('GET', `/admin/admin-roles/${id}`, ta)).statusCode).toBe(200);
    expect(
      (await call('POST', '/admin/admin-roles/create', ta, { role_name: 'X', permissions: [] })).statusCode,
    ).toBe(422);
    expect((await call('GET', '/admin/admin-roles', t)).statusCode).toBe(403);
    expect((await call('GET', '/admin/admin-roles')).statusCode).toBe(401);
    // A held role cannot be deleted: its holder would be left with no role, which is every permission.
    const held2 = await call('DELETE', `/admin/admin-roles/${id}/destroy`, ta);
    expect(held2.statusCode).toBe(409);
    expect(held2.json().message).toMatch(/still holds this role/);
    expect((await call('GET', '/admin/admin-roles', tm)).statusCode).toBe(403);
    // Given another role, the first can go.
    const other = await call('POST', '/admin/admin-roles/create', ta, {
      role_name: 'Groups',
      permissions: ['groups'],
    });
    const otherId = other.json().data.id;
    expect(
      (await call('POST', '/admin/update-assign-role-user', ta, { user_id: moderator.id, role_id: otherId }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/admin/admin-roles/${id}/destroy`, ta)).json().message).toBe(
      'Role has been deleted successfully!',
    );
    expect((await call('DELETE', `/admin/admin-roles/${id}/destroy`, ta)).statusCode).toBe(404);
    expect((await call('GET', '/admin/my-permissions', tm)).json().data).toEqual(['groups']);
  });
});
