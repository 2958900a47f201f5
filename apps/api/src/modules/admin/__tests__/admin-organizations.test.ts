import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, lastMessage, login, type MadeUser, makeUser } from '../../../../test/context';

const { ctx, call } = apiSuite();
let admin: string;
let pending: MadeUser;
let ownerToken: string;
let individual: string;
const approvalOf = async (slug: string) =>
  (await ctx.db.query.organizations.findFirst({ where: (o, { eq }) => eq(o.slug, slug) }))!;

beforeAll(async () => {
  admin = await login(ctx, await makeUser(ctx, { role: 'super-admin' }));
  await makeUser(ctx, { role: 'organization', company: 'Approved Care', approved: true });
  pending = await makeUser(ctx, { role: 'organization', company: 'Waiting Clinic' });
  for (let i = 0; i < 6; i++) await makeUser(ctx, { role: 'organization', company: `Queue Clinic ${i}` });
  ownerToken = await login(ctx, pending);
  individual = await login(ctx, await makeUser(ctx));
});

describe('GET admin/organizations/list', () => {
  it('pages every organization, pending first, 5 per page by default', async () => {
    const res = await call('GET', '/admin/organizations/list', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ current_page: 1, per_page: 5, total: 8, last_page: 2 });
    expect(body.data).toHaveLength(5);
    expect(body.data.every((o: { approval_status: string }) => o.approval_status === 'pending')).toBe(true);
    const last = (await call('GET', '/admin/organizations/list?page=2', admin)).json().data;
    expect(last.data.at(-1)).toMatchObject({ company_name: 'Approved Care', approval_status: 'approved' });
  });

  it('filters by approval status and by name, and shows the owner', async () => {
    const approved = (await call('GET', '/admin/organizations/list?approval_status=approved', admin)).json()
      .data;
    expect(approved.total).toBe(1);
    const found = (await call('GET', '/admin/organizations/list?search=waiting', admin)).json().data;
    expect(found.data).toEqual([
      expect.objectContaining({
        slug: pending.orgSlug,
        approval_status: 'pending',
        approval_comment: null,
        owner: { name: expect.stringContaining('Test'), email: pending.email },
      }),
    ]);
  });

  it('refuses a bad filter, strangers and non-admins', async () => {
    const bad = await call('GET', '/admin/organizations/list?approval_status=maybe&pageSize=500', admin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['approval_status', 'pageSize']));
    expect((await call('GET', '/admin/organizations/list')).statusCode).toBe(401);
    expect((await call('GET', '/admin/organizations/list', ownerToken)).statusCode).toBe(403);
    expect((await call('GET', '/admin/organizations/list', individual)).statusCode).toBe(403);
  });
});

describe('PUT admin/organizations/{slug}/approval-status', () => {
  const url = () => `/admin/organizations/${pending.orgSlug}/approval-status`;

  it('needs a comment to reject, and takes none to approve; bad input changes nothing', async () => {
    const noComment = await call('PUT', url(), admin, { approval_status: 'rejected' });
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().errors.comment).toBeDefined();
    const blank = await call('PUT', url(), admin, { approval_status: 'rejected', comment: '   ' });
    expect(blank.statusCode).toBe(422);
    const withComment = await call('PUT', url(), admin, { approval_status: 'approved', comment: 'Fine' });
    expect(withComment.statusCode).toBe(422);
    expect((await call('PUT', url(), admin, { approval_status: 'pending' })).statusCode).toBe(422);
    expect((await approvalOf(pending.orgSlug!)).approval_status).toBe('pending');
    expect(await lastMessage(ctx, pending.email, 'org-rejected')).toBeNull();
  });

  it('is for super admins only: 401 anonymous, 403 the owner and others, 404 an unknown slug', async () => {
    const body = { approval_status: 'approved' };
    expect((await call('PUT', url(), undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', url(), ownerToken, body)).statusCode).toBe(403);
    expect((await call('PUT', url(), individual, body)).statusCode).toBe(403);
    const unknown = await call('PUT', '/admin/organizations/no-such-org/approval-status', admin, body);
    expect(unknown.statusCode).toBe(404);
    expect((await approvalOf(pending.orgSlug!)).approval_status).toBe('pending');
  });

  it('rejects with a comment the owner is mailed, then approves and mails again', async () => {
    const rejected = await call('PUT', url(), admin, {
      approval_status: 'rejected',
      comment: 'Add your facility license number.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      approval_status: 'rejected',
      approval_comment: 'Add your facility license number.',
    });
    const no = await lastMessage(ctx, pending.email, 'org-rejected');
    expect(no?.text).toContain('Add your facility license number.');
    // The owner sees the decision and its comment on their own organization.
    const mine = (await call('GET', '/organization/list?filter=all', ownerToken)).json().data;
    expect(mine[0]).toMatchObject({ approval_status: 'rejected', approval_comment: expect.any(String) });

    const approved = await call('PUT', url(), admin, { approval_status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ approval_status: 'approved', approval_comment: null });
    const row = await approvalOf(pending.orgSlug!);
    expect(row).toMatchObject({ approval_status: 'approved', approval_comment: null });
    const yes = await lastMessage(ctx, pending.email, 'org-approved');
    expect(yes?.subject).toContain('Waiting Clinic');

    // Approving again changes nothing and sends no second mail.
    expect((await call('PUT', url(), admin, { approval_status: 'approved' })).statusCode).toBe(200);
    const mails = await ctx.db
      .select()
      .from(schema.outboundMessages)
      .where(eq(schema.outboundMessages.template, 'org-approved'));
    expect(mails).toHaveLength(1);
  });
});
