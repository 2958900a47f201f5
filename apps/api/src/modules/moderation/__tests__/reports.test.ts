import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import {
  gallery,
  groupPost,
  job,
  liveAd,
  type ModerationWorld,
  moderationWorld,
  notes,
  service,
} from './moderation.fixtures';

const { ctx, json: call } = apiSuite();
let w: ModerationWorld;

beforeAll(async () => {
  w = await moderationWorld(ctx, 'Harbor Clinic');
});

const audit = (targetType: string, targetKey: string) =>
  ctx.db
    .select()
    .from(schema.adminActions)
    .where(
      and(eq(schema.adminActions.target_type, targetType), eq(schema.adminActions.target_key, targetKey)),
    );

const report = (token: string, who: MadeUser, type: string, target: string, reason = 'scam_or_fraud') =>
  call('POST', `/individual/${who.slug}/report/${type}`, token, {
    target,
    reason,
    details: 'Asks applicants to pay a registration fee first.',
  });

describe('POST {userType}/{slug}/report/{type}', () => {
  it('files a report about a job, once per reporter while it is open (409)', async () => {
    const j = await job(ctx, w.O, 'ICU nurse, pay to apply');
    const res = await report(w.tA, w.A, 'job', j.key);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'open',
      reason: 'scam_or_fraud',
      outcome: null,
      target: { type: 'job', key: j.key, title: 'ICU nurse, pay to apply', removed: false },
    });
    expect(res.body.data.target.owner.id).toBe(w.O.id);
    const again = await report(w.tA, w.A, 'job', j.key);
    expect(again.status).toBe(409);
    expect(again.body.code).toBeTruthy();
  });

  it('refuses without a session (401), for someone else’s slug (404) and for other account types (404)', async () => {
    const j = await job(ctx, w.O);
    expect((await report('', w.A, 'job', j.key)).status).toBe(401);
    expect((await report(w.tA, w.B, 'job', j.key)).status).toBe(404);
    const asOrg = await call('POST', `/organization/${w.A.slug}/report/job`, w.tA, {
      target: j.key,
      reason: 'spam',
      details: 'Posted the same job ten times today.',
    });
    expect(asOrg.status).toBe(404);
  });

  it('answers 422 for an unknown type, an unknown target, a bad reason and one’s own content', async () => {
    const badType = await report(w.tA, w.A, 'spaceship', 'x');
    expect(badType.status).toBe(422);
    expect(badType.body.errors).toHaveProperty('type');
    const missing = await report(w.tA, w.A, 'job', 'no-such-org/no-such-job');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('target');
    const badBody = await call('POST', `/individual/${w.A.slug}/report/user`, w.tA, {
      target: w.B.slug,
      reason: 'meh',
    });
    expect(badBody.status).toBe(422);
    expect(Object.keys(badBody.body.errors)).toEqual(expect.arrayContaining(['reason', 'details']));
    const own = await service(ctx, w.A);
    const self = await report(w.tA, w.A, 'service', own.slug);
    expect(self.status).toBe(422);
    expect(self.body.errors.target).toMatch(/your own/);
  });

  it('lets a member report for the organization, which the moderator sees', async () => {
    const s = await service(ctx, w.B, 'Cheap "miracle" cures');
    const res = await call('POST', `/organization/${w.O.orgSlug}/report/service`, w.tO, {
      target: s.slug,
      reason: 'misinformation',
      details: 'Claims to cure diabetes in a week.',
    });
    expect(res.status).toBe(200);
    const mine = await call('GET', `/organization/${w.O.orgSlug}/report`, w.tO);
    expect(mine.body.data.data.map((r: { target: { key: string } }) => r.target.key)).toContain(s.slug);
  });
});

describe('admin report lists: one item per target, priority by count and recency', () => {
  it('groups three reports on one job above a single report on a service', async () => {
    const j = await job(ctx, w.O, 'Travel nurse, wire the deposit');
    const s = await service(ctx, w.C, 'Sketchy service');
    expect((await report(w.tA, w.A, 'job', j.key)).status).toBe(200);
    expect((await report(w.tB, w.B, 'job', j.key, 'spam')).status).toBe(200);
    expect((await report(w.tC, w.C, 'job', j.key)).status).toBe(200);
    expect((await report(w.tA, w.A, 'service', s.slug, 'spam')).status).toBe(200);

    const all = await call('GET', '/admin/all/report-list?page=1&perPage=50', w.tAdmin);
    expect(all.status).toBe(200);
    const items = all.body.data.data as { uid: string; target: { key: string }; priority: number }[];
    const jobItem = items.find((i) => i.target.key === j.key)!;
    const serviceItem = items.find((i) => i.target.key === s.slug)!;
    expect(items.filter((i) => i.target.key === j.key)).toHaveLength(1);
    expect(jobItem).toMatchObject({
      status: 'open',
      open_reports: 3,
      total_reports: 3,
      reasons: [
        { reason: 'scam_or_fraud', count: 2 },
        { reason: 'spam', count: 1 },
      ],
      allowed_actions: ['dismiss', 'reject', 'hide', 'suspend'],
    });
    expect(jobItem.priority).toBeGreaterThan(serviceItem.priority);
    expect(items.indexOf(jobItem)).toBeLessThan(items.indexOf(serviceItem));

    const jobs = await call('GET', '/admin/job/report-list?page=1', w.tAdmin);
    expect(jobs.body.data.data.every((i: { target: { type: string } }) => i.target.type === 'job')).toBe(
      true,
    );

    const detail = await call('GET', `/admin/job/report-list/${jobItem.uid}`, w.tAdmin);
    expect(detail.status).toBe(200);
    expect(detail.body.data.reports).toHaveLength(3);
    expect(detail.body.data.reports[0].reporter.slug).toBe(w.C.slug);
    expect(detail.body.data.target.link).toBe(`/organization/jobs/${w.O.orgSlug}/details/${j.slug}`);
    expect(detail.body.data.audit).toEqual([]);
    expect((await call('GET', `/admin/service/report-list/${jobItem.uid}`, w.tAdmin)).status).toBe(404);
    expect((await call('GET', '/admin/job/report-list/rnope', w.tAdmin)).status).toBe(404);
  });

  it('is for administrators only (401, 403) and validates the type (422)', async () => {
    expect((await call('GET', '/admin/all/report-list')).status).toBe(401);
    expect((await call('GET', '/admin/all/report-list', w.tA)).status).toBe(403);
    expect((await call('GET', '/admin/all/report-list', w.tO)).status).toBe(403);
    expect((await call('GET', '/admin/spaceship/report-list', w.tAdmin)).status).toBe(422);
  });
});

describe('POST admin/{reportId}/action', () => {
  it('removes a reported job (action hide): gone for good, audit written, reporters and owner told, its title kept', async () => {
    const j = await job(ctx, w.O, 'Fake agency job');
    const filed = await report(w.tB, w.B, 'job', j.key);
    await report(w.tC, w.C, 'job', j.key, 'spam');
    const reportId = filed.body.data.id;

    expect((await call('POST', `/admin/${reportId}/action`, w.tA, { action: 'dismiss' })).status).toBe(403);
    const noReason = await call('POST', `/admin/${reportId}/action`, w.tAdmin, { action: 'hide' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty('reason');

    const res = await call('POST', `/admin/${reportId}/action`, w.tAdmin, {
      action: 'hide',
      reason: 'Fee-charging recruiters are not allowed.',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Success');
    expect(res.body.data).toMatchObject({ status: 'closed', open_reports: 0, allowed_actions: [] });
    expect(res.body.data.resolution).toMatchObject({
      action: 'hide',
      reason: 'Fee-charging recruiters are not allowed.',
    });
    expect(res.body.data.reports.every((r: { status: string }) => r.status === 'content_removed')).toBe(true);
    const actions = res.body.data.audit.map(
      (e: { action: string; target_type: string }) => `${e.target_type}:${e.action}`,
    );
    expect(actions).toEqual(expect.arrayContaining(['report:hide', 'job:remove']));

    const [gone] = await ctx.db.select().from(schema.jobs).where(eq(schema.jobs.id, j.id));
    expect(gone?.status ?? 'deleted').not.toBe('published');
    expect(await audit('report', res.body.data.uid)).toHaveLength(1);
    for (const u of [w.B, w.C]) {
      const [n] = await notes(ctx, u.id, 'report.outcome');
      expect(n.title).toBe('Action taken on your report');
      expect(n.body).toContain('Fee-charging recruiters are not allowed.');
    }
    const owner = await notes(ctx, w.O.id, 'moderation.decided');
    expect(owner.some((n) => n.body?.includes('Fee-charging recruiters'))).toBe(true);

    const mine = await call('GET', `/individual/${w.B.slug}/report`, w.tB);
    const mineItem = mine.body.data.data.find((r: { id: number }) => r.id === reportId);
    expect(mineItem).toMatchObject({
      status: 'content_removed',
      outcome: { action: 'content_removed', reason: 'Fee-charging recruiters are not allowed.' },
    });
    // Nobody applied, so the job was deleted for good: the case still names it, from its decision.
    expect(gone).toBeUndefined();
    const removed = {
      type: 'job',
      key: j.key,
      title: 'Fake agency job',
      label: 'Removed: Fake agency job (job)',
      link: null,
      removed: true,
    };
    expect(mineItem.target).toMatchObject(removed);
    const [entry] = await audit('report', res.body.data.uid);
    expect(entry.details).toMatchObject({ target_title: 'Fake agency job', target_key: j.key });
    const detail = await call('GET', `/admin/job/report-list/${res.body.data.uid}`, w.tAdmin);
    expect(detail.body.data.target).toMatchObject(removed);
    const closed = await call('GET', '/admin/job/report-list?status=closed&perPage=100', w.tAdmin);
    expect(
      closed.body.data.data.find((g: { uid: string }) => g.uid === res.body.data.uid).target,
    ).toMatchObject(removed);
    const decided = await call(
      'GET',
      '/admin/moderation-queue?kind=report&status=resolved&perPage=100',
      w.tAdmin,
    );
    expect(decided.body.data.data.find((i: { key: string }) => i.key === res.body.data.uid)).toMatchObject({
      title: 'Removed: Fake agency job (job)',
      status: 'content_removed',
      link: null,
    });

    const again = await call('POST', `/admin/${reportId}/action`, w.tAdmin, { action: 'dismiss' });
    expect(again.status).toBe(409);
  });

  it('suspends a reported person: deactivated, signed out, both sides told, audited', async () => {
    const spammer = await makeUser(ctx);
    const tSpammer = await login(ctx, spammer);
    const filed = await report(w.tA, w.A, 'user', spammer.slug, 'harassment');
    const list = await call('GET', '/admin/user/report-list', w.tAdmin);
    const item = list.body.data.data.find((i: { target: { key: string } }) => i.target.key === spammer.slug);
    expect(item.allowed_actions).toEqual(['dismiss', 'reject', 'suspend']);
    const hide = await call('POST', `/admin/${item.uid}/action`, w.tAdmin, {
      action: 'hide',
      reason: 'Not for people.',
    });
    expect(hide.status).toBe(422);

    const res = await call('POST', `/admin/${item.uid}/action`, w.tAdmin, {
      action: 'suspend',
      reason: 'Repeated harassment of nurses.',
    });
    expect(res.status).toBe(200);
    const [u] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, spammer.id));
    expect(u.is_active).toBe(false);
    expect((await call('GET', `/individual/${spammer.slug}/report`, tSpammer)).status).toBe(401);
    // Unlike a deactivation, signing in again does not bring the account back.
    for (const path of ['/submit-login', '/submit-login-activate']) {
      const again = await call('POST', path, undefined, { email: spammer.email, password: spammer.password });
      expect(again.status).toBe(403);
      expect(again.body.code).toBe('account_suspended');
      expect(again.body.message).toContain('Repeated harassment of nurses.');
    }
    const [still] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, spammer.id));
    expect(still.is_active).toBe(false);
    expect((await notes(ctx, spammer.id, 'moderation.decided'))[0].body).toContain(
      'Repeated harassment of nurses.',
    );
    const [told] = await notes(ctx, w.A.id, 'report.outcome');
    expect(told).toBeTruthy();
    expect(await audit('user', spammer.slug)).toMatchObject([
      { action: 'suspend', reason: 'Repeated harassment of nurses.' },
    ]);
    expect(filed.body.data.id).toBeGreaterThan(0);
  });

  it('dismisses by report id or group uid, and 404s for an unknown one', async () => {
    const s = await service(ctx, w.C, 'Ordinary service');
    const filed = await report(w.tB, w.B, 'service', s.slug, 'other');
    const res = await call('POST', `/admin/${filed.body.data.id}/action`, w.tAdmin, { action: 'dismiss' });
    expect(res.status).toBe(200);
    expect(res.body.data.reports[0].status).toBe('dismissed');
    expect((await call('POST', '/admin/99999999/action', w.tAdmin, { action: 'dismiss' })).status).toBe(404);
    expect((await call('POST', '/admin/rnothing/action', w.tAdmin, { action: 'dismiss' })).status).toBe(404);
    // A new report after the decision opens the item again.
    const reopened = await report(w.tA, w.A, 'service', s.slug, 'spam');
    expect(reopened.status).toBe(200);
    const item = await call('GET', `/admin/service/report-list/${filed.body.data.id}`, w.tAdmin);
    expect(item.body.data).toMatchObject({ status: 'open', open_reports: 1, total_reports: 2 });
  });
});

describe('GET {type}/{slug}/report', () => {
  it('lists only the caller’s own reports; others’ slugs are 404, no session 401', async () => {
    const j = await job(ctx, w.O, 'Yet another job');
    await report(w.tC, w.C, 'job', j.key, 'spam');
    const mine = await call('GET', `/individual/${w.C.slug}/report?status=open`, w.tC);
    expect(mine.status).toBe(200);
    expect(mine.body.data.data.length).toBeGreaterThan(0);
    expect(mine.body.data.data.every((r: { status: string }) => r.status === 'open')).toBe(true);
    expect((await call('GET', `/individual/${w.C.slug}/report`, w.tA)).status).toBe(404);
    expect((await call('GET', `/individual/${w.C.slug}/report`)).status).toBe(401);
    expect((await call('GET', `/individual/${w.C.slug}/report?status=maybe`, w.tC)).status).toBe(422);
  });
});

describe('reports on a post, a group, a gallery and an ad', () => {
  it('reach the moderation queue named and linked, and a removed gallery keeps its title', async () => {
    const { group, post } = await groupPost(ctx, w.C, w.C, 'Selling cheap exam answers, message me');
    const g = await gallery(ctx, w.O, 'Clinic photo tour');
    const ad = await liveAd(ctx, w.C, 'Miracle cure injections', 'https://example.test/miracle');
    const filed = [
      await report(w.tA, w.A, 'post', post.uid, 'spam'),
      await report(w.tB, w.B, 'group', group.slug, 'spam'),
      await report(w.tA, w.A, 'gallery', g.slug, 'inappropriate'),
      await report(w.tB, w.B, 'ad', ad.slug, 'misinformation'),
    ];
    expect(filed.map((f) => f.status)).toEqual([200, 200, 200, 200]);
    // One's own post cannot be reported.
    expect((await report(w.tC, w.C, 'post', post.uid)).status).toBe(422);

    const res = await call('GET', '/admin/moderation-queue?kind=report&perPage=100', w.tAdmin);
    const items = res.body.data.data as {
      key: string;
      title: string;
      link: string | null;
      owner: { id: number } | null;
      allowed_actions: string[];
    }[];
    const item = (title: string) => items.find((i) => i.title === title);
    expect(item('Selling cheap exam answers, message me (post)')).toMatchObject({
      link: `/groups/view/${group.slug}?post_uid=${post.uid}`,
      owner: { id: w.C.id },
      allowed_actions: ['dismiss', 'reject', 'suspend'],
    });
    expect(item(`${group.name} (group)`)).toMatchObject({
      link: `/groups/${group.slug}`,
      owner: { id: w.C.id },
      allowed_actions: ['dismiss', 'reject', 'hide', 'suspend'],
    });
    expect(item('Clinic photo tour (gallery)')).toMatchObject({
      link: `/services/${g.slug}`,
      owner: { id: w.O.id },
    });
    expect(item('Miracle cure injections (ad)')).toMatchObject({
      link: 'https://example.test/miracle',
      owner: { id: w.C.id },
    });

    const galleryCase = items.find((i) => i.title === 'Clinic photo tour (gallery)')!;
    const removed = await call('POST', `/admin/${galleryCase.key}/action`, w.tAdmin, {
      action: 'hide',
      reason: 'Patients are recognizable in the photos.',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.target).toMatchObject({
      title: 'Clinic photo tour',
      label: 'Removed: Clinic photo tour (gallery)',
      link: null,
      removed: true,
    });
    const mine = await call('GET', `/individual/${w.A.slug}/report`, w.tA);
    const mineItem = mine.body.data.data.find((r: { id: number }) => r.id === filed[2].body.data.id);
    expect(mineItem.target.label).toBe('Removed: Clinic photo tour (gallery)');
  });
});
