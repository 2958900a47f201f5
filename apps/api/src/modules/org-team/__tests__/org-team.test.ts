import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  lastMessage,
  login,
  type MadeUser,
  makeUser,
  type TestContext,
} from '../../../../test/context';

let ctx: TestContext;
let owner: MadeUser;
let t: string;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await makeUser(ctx, { role: 'organization', company: 'Team Clinic' });
  t = await login(ctx, owner);
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

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
    expect(
      (
        await call('POST', '/organization/users/send-invite', t, {
          slug,
          email: colleague.email,
          role_id: role.id,
        })
      ).statusCode,
    ).toBe(409);
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
    expect(
      (await call('POST', '/admin/assign-role-user', ta, { user_id: admin.id, role_id: id })).statusCode,
    ).toBe(200);
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
    expect((await call('DELETE', `/admin/admin-roles/${id}/destroy`, ta)).json().message).toBe(
      'Role has been deleted successfully!',
    );
  });
});
