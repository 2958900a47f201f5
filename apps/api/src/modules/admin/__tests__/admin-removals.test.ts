import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, bearer, lastMessage, type MadeUser } from '../../../../test/context';
import { addCard } from '../../billing/__tests__/helpers';
import { apply, limitedAdmin, login, makeGroup, makeJob, makeService, makeUser } from './admin.fixtures';

const { ctx, call } = apiSuite();
let admin: string;
let adminId: number;
let jobsOnly: string;
let org: MadeUser;
let orgToken: string;
let person: MadeUser;
let personToken: string;
const reason = { reason: 'Breaks the marketplace rules.' };

const notificationsOf = (userId: number) =>
  ctx.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.user_id, userId) });
const auditOf = (type: string, key: string) =>
  ctx.app.modules.admin.services.auditLog.forTarget(type as 'job', key);

beforeAll(async () => {
  const a = await makeUser(ctx, { role: 'super-admin' });
  adminId = a.id;
  admin = await login(ctx, a);
  jobsOnly = await limitedAdmin(ctx, admin, ['jobs']);
  org = await makeUser(ctx, { role: 'organization', company: 'Removal Clinic', approved: true });
  orgToken = await login(ctx, org);
  person = await makeUser(ctx);
  personToken = await login(ctx, person);
});

describe('DELETE admin/job/{slug}/delete', () => {
  it('deletes a job nobody applied to, writes the audit log and tells the organization why', async () => {
    const job = await makeJob(ctx, org, { title: 'Empty Shift' });
    const res = await call('DELETE', `/admin/job/${job.slug}/delete`, jobsOnly, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Job "Empty Shift" has been deleted.',
      data: { kind: 'job', slug: job.slug, mode: 'hard' },
    });
    expect(await ctx.db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.id, job.id) })).toBeUndefined();
    const [entry] = await auditOf('job', job.slug);
    expect(entry).toMatchObject({
      action: 'remove',
      reason: reason.reason,
      details: expect.objectContaining({ mode: 'hard' }),
    });
    expect(entry.id).toBe(res.json().data.audit_id);
    const told = (await notificationsOf(org.id)).find((n) => n.type === 'moderation.decided');
    expect(told?.title).toContain('Empty Shift');
    expect(told?.body).toContain(reason.reason);
  });

  it('closes a job with applications instead (the applicants keep their records), also named by id', async () => {
    const job = await makeJob(ctx, org, { title: 'Busy Shift' });
    await apply(ctx, job.id, org.orgId!, person);
    const res = await call('DELETE', `/admin/job/${job.id}/delete`, admin, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mode).toBe('soft');
    const row = await ctx.db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.id, job.id) });
    expect(row?.status).toBe('closed');
    expect(
      await ctx.db.query.jobApplications.findMany({ where: (a, { eq }) => eq(a.job_id, job.id) }),
    ).toHaveLength(1);
  });

  it('asks for an id when a slug names jobs of two organizations', async () => {
    const other = await makeUser(ctx, { role: 'organization', approved: true });
    await makeJob(ctx, org, { slug: 'shared-slug' });
    await makeJob(ctx, other, { slug: 'shared-slug' });
    const res = await call('DELETE', '/admin/job/shared-slug/delete', admin, reason);
    expect(res.statusCode).toBe(409);
  });

  it('needs a reason (422), an admin (401, 403) with the jobs permission, and an existing job (404)', async () => {
    const job = await makeJob(ctx, org);
    const noReason = await call('DELETE', `/admin/job/${job.slug}/delete`, admin, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    expect((await call('DELETE', `/admin/job/${job.slug}/delete`, undefined, reason)).statusCode).toBe(401);
    expect((await call('DELETE', `/admin/job/${job.slug}/delete`, orgToken, reason)).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/job/${job.slug}/delete`, personToken, reason)).statusCode).toBe(403);
    const groupsOnly = await limitedAdmin(ctx, admin, ['groups']);
    expect((await call('DELETE', `/admin/job/${job.slug}/delete`, groupsOnly, reason)).statusCode).toBe(403);
    expect((await call('DELETE', '/admin/job/no-such-job/delete', admin, reason)).statusCode).toBe(404);
    expect(await ctx.db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.id, job.id) })).toBeDefined();
  });
});

describe('POST admin/{community-group|service-post|service-request|service-gallery}/{slug}/delete', () => {
  it('hides a group (its members’ posts stay) and tells its owner', async () => {
    const group = await makeGroup(ctx, person, 'Spam Group');
    const res = await call('POST', `/admin/community-group/${group.slug}/delete`, admin, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mode).toBe('soft');
    const row = await ctx.db.query.groups.findFirst({ where: (g, { eq }) => eq(g.id, group.id) });
    expect(row?.deleted_at).not.toBeNull();
    expect(
      (await call('POST', `/admin/community-group/${group.slug}/delete`, admin, reason)).statusCode,
    ).toBe(404);
    expect((await notificationsOf(person.id)).some((n) => n.title.includes('Spam Group'))).toBe(true);
    expect(
      (await call('POST', `/admin/community-group/${group.slug}/delete`, jobsOnly, reason)).statusCode,
    ).toBe(403);
  });

  it('deletes a post, request or gallery without quotations, each only under its own kind', async () => {
    const post = await makeService(ctx, person, 'post', 'Fake infusions');
    // A post is not a request: 404 under the other kind, and nothing changes.
    expect((await call('POST', `/admin/service-request/${post.slug}/delete`, admin, reason)).statusCode).toBe(
      404,
    );
    const res = await call('POST', `/admin/service-post/${post.slug}/delete`, admin, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mode).toBe('hard');
    expect(
      await ctx.db.query.services.findFirst({ where: (s, { eq }) => eq(s.id, post.id) }),
    ).toBeUndefined();
    const request = await makeService(ctx, person, 'request');
    expect(
      (await call('POST', `/admin/service-request/${request.slug}/delete`, admin, reason)).statusCode,
    ).toBe(200);
    const gallery = await makeService(ctx, org, 'gallery');
    expect(
      (await call('POST', `/admin/service-gallery/${gallery.slug}/delete`, admin, { reason: 'x' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('POST', `/admin/service-gallery/${gallery.slug}/delete`, admin, reason)).statusCode,
    ).toBe(200);
    expect((await auditOf('service_gallery', gallery.slug))[0].details).toMatchObject({ mode: 'hard' });
  });
});

describe('DELETE admin/organizations/{slug}/delete', () => {
  it('deactivates, archives and un-approves an organization with jobs; deletes one with nothing on it', async () => {
    const busy = await makeUser(ctx, { role: 'organization', company: 'Busy Org', approved: true });
    await makeJob(ctx, busy);
    const res = await call('DELETE', `/admin/organizations/${busy.orgSlug}/delete`, admin, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mode).toBe('soft');
    const row = await ctx.db.query.organizations.findFirst({ where: (o, { eq }) => eq(o.id, busy.orgId!) });
    expect(row).toMatchObject({
      status: 'deactive',
      is_archived: true,
      approval_status: 'rejected',
      approval_comment: reason.reason,
    });
    expect((await auditOf('organization', busy.orgSlug!))[0].details).toMatchObject({ kept_for: ['jobs'] });

    const empty = await makeUser(ctx, { role: 'organization', company: 'Empty Org' });
    const gone = await call('DELETE', `/admin/organizations/${empty.orgSlug}/delete`, admin, reason);
    expect(gone.json().data.mode).toBe('hard');
    expect(
      await ctx.db.query.organizations.findFirst({ where: (o, { eq }) => eq(o.id, empty.orgId!) }),
    ).toBeUndefined();
    expect((await notificationsOf(empty.id)).some((n) => n.title.includes('Empty Org'))).toBe(true);
    expect(
      (await call('DELETE', `/admin/organizations/${empty.orgSlug}/delete`, jobsOnly, reason)).statusCode,
    ).toBe(403);
  });
});

describe('DELETE admin/user/{slug}/delete', () => {
  it('removes an account softly: signed out, cannot sign in again, mailed the reason, listed as removed', async () => {
    const u = await makeUser(ctx);
    const token = await login(ctx, u);
    const res = await call('DELETE', `/admin/user/${u.slug}/delete`, admin, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mode).toBe('soft');
    expect((await call('GET', '/individual/accounts', token)).statusCode).toBe(401);
    const again = await call('POST', '/submit-login', null, { email: u.email, password: u.password });
    expect(again.statusCode).not.toBe(200);
    const mail = await lastMessage(ctx, u.email, 'account-removed');
    expect(mail?.text).toContain(reason.reason);
    const listed = (await call('GET', `/admin/user/list?status=removed`, admin)).json().data;
    expect(listed.data).toEqual([expect.objectContaining({ slug: u.slug, status: 'removed' })]);
    const [entry] = await auditOf('user', u.slug);
    expect(entry).toMatchObject({
      admin: { id: adminId },
      details: expect.objectContaining({ email: u.email }),
    });
  });

  it('does not remove super admins, and refuses others', async () => {
    const other = await makeUser(ctx, { role: 'super-admin' });
    expect((await call('DELETE', `/admin/user/${other.slug}/delete`, admin, reason)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/user/${person.slug}/delete`, jobsOnly, reason)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/admin/user/${person.slug}/delete`, personToken, reason)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/admin/user/${person.slug}/delete`, undefined, reason)).statusCode).toBe(
      401,
    );
  });
});

describe('PUT admin/user/{slug}/card', () => {
  it('turns card payments off (a top-up by card is refused) and on again, with the spec’s message', async () => {
    const buyer = await makeUser(ctx);
    const token = await login(ctx, buyer);
    const card = (await addCard(ctx, token)).json().data;
    const off = await call('PUT', `/admin/user/${buyer.slug}/card`, admin, { is_card_enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toMatch(/^Test User\d+ card status has been updated\.$/);
    expect(off.json().data).toMatchObject({ slug: buyer.slug, is_card_enabled: false });
    const topUp = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/token-wallet/top-up',
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: { tokens: 10, billing_method_id: card.id },
      });
    const refused = await topUp('card-off-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('card_disabled');
    expect(
      (await call('PUT', `/admin/user/${buyer.slug}/card`, admin, { is_card_enabled: true })).statusCode,
    ).toBe(200);
    expect((await topUp('card-on-1')).statusCode).toBe(200);
    expect((await auditOf('user', buyer.slug)).map((e) => e.action)).toEqual([
      'card_enabled',
      'card_disabled',
    ]);
  });

  it('answers 422, 401, 403 and 404', async () => {
    expect(
      (await call('PUT', `/admin/user/${person.slug}/card`, admin, { is_card_enabled: 'maybe' })).statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', `/admin/user/${person.slug}/card`, undefined, { is_card_enabled: false }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/admin/user/${person.slug}/card`, orgToken, { is_card_enabled: false })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/admin/user/${person.slug}/card`, jobsOnly, { is_card_enabled: false })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/admin/user/nobody-here/card', admin, { is_card_enabled: false })).statusCode,
    ).toBe(404);
  });
});

describe('the audit log', () => {
  it('cannot be rewritten', async () => {
    await expect(ctx.db.update(schema.adminActions).set({ reason: 'edited' })).rejects.toThrow();
    await expect(ctx.db.delete(schema.adminActions).where(eq(schema.adminActions.id, 1))).rejects.toThrow();
  });
});
