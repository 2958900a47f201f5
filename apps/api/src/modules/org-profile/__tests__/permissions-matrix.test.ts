import { schema } from '@hctl/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, bearer, login, type MadeUser, makeUser } from '../../../../test/context';

/**
 * Every organization route × every actor: owner, member whose role has the permission, member
 * whose role lacks it, another organization's owner, an individual, anonymous. Refused writes
 * must leave the database as it was.
 */
const { ctx } = apiSuite();
let owner: MadeUser;
const tokens: Record<string, string | undefined> = {};
let roleAll: number;
let roleNone: number;
let roleEditable: number;
let itemId: number;
let questionUuid: string;
let invitationId: number;
let memberRowId: number;

type Perm = 'profile' | 'jobs' | 'users' | 'roles' | 'owner';
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  perm: Perm;
  body?: () => object;
}

beforeAll(async () => {
  owner = await makeUser(ctx, { role: 'organization', company: 'Matrix Clinic', approved: true });
  const other = await makeUser(ctx, { role: 'organization', company: 'Other Clinic' });
  const individual = await makeUser(ctx);
  const withPerm = await makeUser(ctx);
  const withoutPerm = await makeUser(ctx);
  const t = await login(ctx, owner);
  tokens.owner = t;
  tokens.otherOwner = await login(ctx, other);
  tokens.individual = await login(ctx, individual);
  tokens.anonymous = undefined;
  const call = (method: Case['method'], url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(t), payload });
  // The member with permissions holds every permission the other roles carry: nobody may give or
  // edit a role with a permission they lack, nor edit their own role (roleEditable is someone else's).
  roleAll = (
    await call('POST', `/${owner.orgSlug}/roles/create`, {
      role_name: 'Manager',
      permissions: ['profile', 'jobs', 'users', 'roles', 'billing', 'messages'],
    })
  ).json().data.id;
  roleEditable = (
    await call('POST', `/${owner.orgSlug}/roles/create`, { role_name: 'Editor', permissions: ['profile'] })
  ).json().data.id;
  roleNone = (
    await call('POST', `/${owner.orgSlug}/roles/create`, {
      role_name: 'Messenger',
      permissions: ['messages'],
    })
  ).json().data.id;
  await ctx.db.insert(schema.organizationUsers).values([
    { organization_id: owner.orgId!, user_id: withPerm.id, role_id: roleAll, role_name: 'Manager' },
    { organization_id: owner.orgId!, user_id: withoutPerm.id, role_id: roleNone, role_name: 'Messenger' },
  ]);
  memberRowId = (await ctx.db.query.organizationUsers.findFirst({
    where: (m, { eq }) => eq(m.user_id, withoutPerm.id),
  }))!.id;
  tokens.memberWith = await login(ctx, withPerm);
  tokens.memberWithout = await login(ctx, withoutPerm);
  itemId = (
    await call('POST', `/organization/${owner.orgSlug}/volunteer/create`, { title: 'Free flu clinic' })
  ).json().data.id;
  questionUuid = (
    await call('POST', `/organization/${owner.orgSlug}/question-bank/create`, {
      question: 'Do you hold an active RN license?',
      type: 'yes_no',
    })
  ).json().data.uuid;
  invitationId = (
    await call('POST', '/organization/users/send-invite', {
      slug: owner.orgSlug,
      email: 'pending@example.test',
      role_id: roleNone,
    })
  ).json().data.id;
});

const slug = () => owner.orgSlug!;
const CASES: Case[] = [
  { name: 'account', method: 'GET', url: () => `/organization/${slug()}/account`, perm: 'profile' },
  {
    name: 'account update',
    method: 'POST',
    url: () => `/organization/${slug()}/account`,
    perm: 'profile',
    body: () => ({ company_name: 'Matrix Clinic' }),
  },
  { name: 'publish', method: 'POST', url: () => `/organization/${slug()}/account/publish`, perm: 'profile' },
  { name: 'contact', method: 'GET', url: () => `/organization/${slug()}/contact`, perm: 'profile' },
  {
    name: 'contact update',
    method: 'POST',
    url: () => `/organization/${slug()}/contact`,
    perm: 'profile',
    body: () => ({ city: 'Austin' }),
  },
  { name: 'basic', method: 'GET', url: () => `/organization/${slug()}/basic`, perm: 'profile' },
  {
    name: 'basic update',
    method: 'POST',
    url: () => `/organization/${slug()}/basic`,
    perm: 'profile',
    body: () => ({ industry_type: 'Medical Facilities' }),
  },
  { name: 'visibility', method: 'GET', url: () => `/organization/${slug()}/visibility`, perm: 'profile' },
  {
    name: 'visibility update',
    method: 'POST',
    url: () => `/organization/${slug()}/visibility`,
    perm: 'profile',
    body: () => ({ phone_no: true }),
  },
  { name: 'items', method: 'GET', url: () => `/organization/${slug()}/volunteer`, perm: 'profile' },
  {
    name: 'item update',
    method: 'POST',
    url: () => `/organization/${slug()}/volunteer/${itemId}`,
    perm: 'profile',
    body: () => ({ title: 'Free flu clinic' }),
  },
  { name: 'video', method: 'GET', url: () => `/organization/${slug()}/video`, perm: 'profile' },
  {
    name: 'about-facility',
    method: 'GET',
    url: () => `/organization/${slug()}/about-facility`,
    perm: 'profile',
  },
  {
    name: 'facility media',
    method: 'GET',
    url: () => `/organization/${slug()}/about-facility/media`,
    perm: 'profile',
  },
  { name: 'question bank', method: 'GET', url: () => `/organization/${slug()}/question-bank`, perm: 'jobs' },
  {
    name: 'job assignees',
    method: 'GET',
    url: () => `/organization/${slug()}/job/job-role-assigned-users`,
    perm: 'jobs',
  },
  { name: 'users', method: 'GET', url: () => `/organization/${slug()}/users`, perm: 'users' },
  {
    name: 'invitations',
    method: 'GET',
    url: () => `/organization/${slug()}/users/invities-list`,
    perm: 'users',
  },
  {
    name: 'member update',
    method: 'PUT',
    url: () => `/organization/users/${memberRowId}/update`,
    perm: 'users',
    body: () => ({ role_id: roleNone }),
  },
  { name: 'roles', method: 'GET', url: () => `/${slug()}/roles`, perm: 'roles' },
  { name: 'role', method: 'GET', url: () => `/${slug()}/roles/${roleAll}`, perm: 'roles' },
  {
    name: 'role update',
    method: 'PUT',
    url: () => `/${slug()}/roles/${roleEditable}/update`,
    perm: 'roles',
    body: () => ({ role_name: 'Editor', permissions: ['profile', 'jobs'] }),
  },
  {
    name: 'status',
    method: 'PUT',
    url: () => `/organization/${slug()}/status`,
    perm: 'owner',
    body: () => ({ status: 'active' }),
  },
];
// Mutations that destroy things run last, once, by the last allowed actor.
const DESTRUCTIVE: Case[] = [
  {
    name: 'question delete',
    method: 'DELETE',
    url: () => `/organization/${slug()}/question-bank/${questionUuid}/delete`,
    perm: 'jobs',
  },
  {
    name: 'item delete',
    method: 'DELETE',
    url: () => `/organization/${slug()}/volunteer/${itemId}/delete`,
    perm: 'profile',
  },
  {
    name: 'invitation delete',
    method: 'DELETE',
    url: () => `/organization/${slug()}/user-invitation/${invitationId}/delete`,
    perm: 'users',
  },
  {
    name: 'member delete',
    method: 'DELETE',
    url: () => `/organization/users/${memberRowId}/delete`,
    perm: 'users',
  },
];

const snapshot = async () =>
  JSON.stringify(
    await ctx.db.execute(sql`select
      (select row_to_json(o) from organizations o where o.id = ${owner.orgId}) as org,
      (select count(*) from org_items) as items, (select count(*) from org_roles) as roles,
      (select count(*) from question_bank) as questions, (select count(*) from org_invitations) as invitations,
      (select json_agg(ou order by ou.id) from organization_users ou) as members`),
  );

const expected = (actor: string, perm: Perm) => {
  if (actor === 'anonymous') return 401;
  if (actor === 'owner') return 200;
  if (actor === 'memberWith') return perm === 'owner' ? 403 : 200;
  if (actor === 'memberWithout') return 403;
  return 404;
};
const ACTORS = ['anonymous', 'individual', 'otherOwner', 'memberWithout', 'memberWith', 'owner'];

describe('organization permission matrix', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_n, c) => {
    for (const actor of ACTORS) {
      const before = await snapshot();
      const res = await ctx.app.inject({
        method: c.method,
        url: `/api/v1${c.url()}`,
        headers: tokens[actor] ? bearer(tokens[actor]!) : {},
        payload: c.body?.(),
      });
      expect(res.statusCode, `${actor} → ${c.method} ${c.url()}: ${res.body}`).toBe(expected(actor, c.perm));
      if (res.statusCode >= 400 && c.method !== 'GET')
        expect(await snapshot(), `${actor} changed data`).toBe(before);
    }
  });

  it.each(DESTRUCTIVE.map((c) => [c.name, c] as const))('%s', async (_n, c) => {
    for (const actor of ['anonymous', 'individual', 'otherOwner', 'memberWithout']) {
      const before = await snapshot();
      const res = await ctx.app.inject({
        method: c.method,
        url: `/api/v1${c.url()}`,
        headers: tokens[actor] ? bearer(tokens[actor]!) : {},
      });
      expect(res.statusCode, `${actor}: ${res.body}`).toBe(expected(actor, c.perm));
      expect(await snapshot()).toBe(before);
    }
    const res = await ctx.app.inject({
      method: c.method,
      url: `/api/v1${c.url()}`,
      headers: bearer(tokens.memberWith!),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
