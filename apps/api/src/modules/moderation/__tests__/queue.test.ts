import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, makeUser } from '../../../../test/context';
import { limitedAdmin } from '../../admin/__tests__/admin.fixtures';
import {
  job,
  type ModerationWorld,
  moderationWorld,
  notes,
  objectedReview,
  pendingAd,
  pendingLicense,
} from './moderation.fixtures';

const { ctx, json: call } = apiSuite();
let w: ModerationWorld;

interface Item {
  kind: string;
  key: string;
  title: string;
  owner: { id: number } | null;
  count: number;
  allowed_actions: string[];
  audit: { action: string; reason: string | null }[];
}

beforeAll(async () => {
  w = await moderationWorld(ctx, 'Queue Hospital');
});

const queue = async (query = '') => {
  const res = await call('GET', `/admin/moderation-queue?perPage=100${query}`, w.tAdmin);
  expect(res.status).toBe(200);
  return res.body.data.data as Item[];
};
const act = (kind: string, key: string, body: object, token = w.tAdmin) =>
  call('POST', `/admin/moderation-queue/${kind}/${encodeURIComponent(key)}/action`, token, body);

describe('GET admin/moderation-queue', () => {
  it('holds all five kinds with context and allowed actions, filtered by kind', async () => {
    const newcomer = await makeUser(ctx, { role: 'organization', company: 'Brand New Care' });
    const license = await pendingLicense(ctx, w.A);
    const j = await job(ctx, w.O, 'Reported job');
    const filed = await call('POST', `/individual/${w.A.slug}/report/job`, w.tA, {
      target: j.key,
      reason: 'spam',
      details: 'The same job posted many times.',
    });
    expect(filed.status).toBe(200);
    const ad = await pendingAd(ctx, w.B, 'Queue ad');
    const review = await objectedReview(ctx, w.O, w.A);

    const items = await queue();
    const find = (kind: string, key: string) => items.find((i) => i.kind === kind && i.key === key);
    expect(find('organization', newcomer.orgSlug!)).toMatchObject({
      title: 'Brand New Care',
      allowed_actions: ['approve', 'reject'],
    });
    expect(find('license', String(license.id))).toMatchObject({
      title: `Registered Nurse (RN) ${license.license_number}`,
      owner: { id: w.A.id },
    });
    const report = items.find((i) => i.kind === 'report' && i.title.startsWith('Reported job'));
    expect(report).toMatchObject({ count: 1, allowed_actions: ['dismiss', 'reject', 'hide', 'suspend'] });
    expect(find('ad', ad.slug)).toMatchObject({
      title: 'Queue ad',
      allowed_actions: ['approve', 'reject', 'hide'],
    });
    expect(find('review', String(review.id))).toMatchObject({
      owner: { id: w.A.id },
      allowed_actions: ['approve', 'reject'],
    });
    expect(new Set(items.map((i) => i.kind))).toEqual(
      new Set(['organization', 'license', 'report', 'ad', 'review']),
    );

    const onlyAds = await queue('&kind=ad');
    expect(onlyAds.length).toBeGreaterThan(0);
    expect(onlyAds.every((i) => i.kind === 'ad')).toBe(true);
  });

  it("offers actions only on kinds the caller's admin role decides (a moderator: reports, not approvals)", async () => {
    const waiting = await makeUser(ctx, { role: 'organization', company: 'Waiting For Approval Care' });
    const j = await job(ctx, w.O, 'Moderator job');
    const filed = await call('POST', `/individual/${w.A.slug}/report/job`, w.tA, {
      target: j.key,
      reason: 'spam',
      details: 'Posted again and again.',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const moderator = await limitedAdmin(ctx, w.tAdmin, ['dashboard', 'reports']);
    const res = await call('GET', '/admin/moderation-queue?perPage=100', moderator);
    expect(res.status).toBe(200);
    const items = res.body.data.data as Item[];
    expect(items.find((i) => i.kind === 'organization' && i.key === waiting.orgSlug)).toMatchObject({
      allowed_actions: [],
    });
    expect(
      items.find((i) => i.kind === 'report' && i.title.startsWith('Moderator job'))?.allowed_actions,
    ).toEqual(['dismiss', 'reject', 'hide', 'suspend']);
  });

  it('is for administrators only and validates its filters', async () => {
    expect((await call('GET', '/admin/moderation-queue')).status).toBe(401);
    expect((await call('GET', '/admin/moderation-queue', w.tA)).status).toBe(403);
    expect((await call('GET', '/admin/moderation-queue', w.tO)).status).toBe(403);
    expect((await call('GET', '/admin/moderation-queue?kind=spaceship', w.tAdmin)).status).toBe(422);
  });
});

describe('POST admin/moderation-queue/{kind}/{key}/action', () => {
  it('approves an organization through the admin service; the item leaves the queue with its audit entry', async () => {
    const org = await makeUser(ctx, { role: 'organization', company: 'Approve Me Clinic' });
    expect((await act('organization', org.orgSlug!, { action: 'approve' }, w.tA)).status).toBe(403);
    expect((await act('organization', org.orgSlug!, { action: 'reject' })).status).toBe(422);
    expect((await act('organization', org.orgSlug!, { action: 'hide', reason: 'No.' })).status).toBe(422);
    const res = await act('organization', org.orgSlug!, { action: 'approve' });
    expect(res.status).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(schema.organizations)
      .where(eq(schema.organizations.id, org.orgId!));
    expect(row.approval_status).toBe('approved');
    expect((await queue('&kind=organization')).some((i) => i.key === org.orgSlug)).toBe(false);
    const done = (await queue('&kind=organization&status=resolved')).find((i) => i.key === org.orgSlug)!;
    expect(done.allowed_actions).toEqual([]);
    expect(done.audit[0]).toMatchObject({ action: 'approve' });
    expect((await act('organization', 'no-such-org', { action: 'approve' })).status).toBe(404);
  });

  it('rejects a license with the reason: verification set, holder told, audited', async () => {
    const license = await pendingLicense(ctx, w.B);
    const res = await act('license', String(license.id), {
      action: 'reject',
      reason: 'The board has no such number.',
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(schema.licenses).where(eq(schema.licenses.id, license.id));
    expect(row.verification_status).toBe('unverified');
    const [told] = await notes(ctx, w.B.id, 'moderation.decided');
    expect(told.body).toContain('The board has no such number.');
    const [entry] = await ctx.db
      .select()
      .from(schema.adminActions)
      .where(
        and(
          eq(schema.adminActions.target_type, 'license'),
          eq(schema.adminActions.target_key, String(license.id)),
        ),
      );
    expect(entry).toMatchObject({
      action: 'reject',
      reason: 'The board has no such number.',
      admin_user_id: w.admin.id,
    });
    expect((await act('license', String(license.id), { action: 'approve' })).status).toBe(409);
    expect((await act('license', '99999999', { action: 'approve' })).status).toBe(404);
  });

  it('rejects an ad (the ads module tells its owner) and approves an objection (the review is hidden)', async () => {
    const ad = await pendingAd(ctx, w.B, 'Miracle pills');
    const res = await act('ad', ad.slug, { action: 'reject', reason: 'Health claims without evidence.' });
    expect(res.status).toBe(200);
    const [adRow] = await ctx.db
      .select()
      .from(schema.advertisements)
      .where(eq(schema.advertisements.id, ad.id));
    expect(adRow).toMatchObject({
      review_status: 'rejected',
      reject_reason: 'Health claims without evidence.',
    });
    expect((await notes(ctx, w.B.id, 'ad.rejected')).length).toBe(1);

    const review = await objectedReview(ctx, w.O, w.B);
    expect((await act('review', String(review.id), { action: 'approve' })).status).toBe(200);
    const [rv] = await ctx.db.select().from(schema.reviews).where(eq(schema.reviews.id, review.id));
    expect(rv).toMatchObject({ hidden: true, objection_status: 'approved' });
    const item = (await queue('&kind=review&status=resolved')).find((i) => i.key === String(review.id))!;
    expect(item.audit[0]).toMatchObject({ action: 'approve' });
  });

  it('removes a reported job from the queue (action hide): reporter and owner told, audit on the item', async () => {
    const j = await job(ctx, w.O, 'Queue hide job');
    await call('POST', `/individual/${w.B.slug}/report/job`, w.tB, {
      target: j.key,
      reason: 'scam_or_fraud',
      details: 'Asks for a deposit before the interview.',
    });
    const item = (await queue('&kind=report')).find((i) => i.title.startsWith('Queue hide job'))!;
    expect((await act('report', item.key, { action: 'approve' })).status).toBe(422);
    const res = await act('report', item.key, { action: 'hide', reason: 'Deposits are a scam.' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Success');
    const [told] = await notes(ctx, w.B.id, 'report.outcome');
    expect(told.body).toContain('Deposits are a scam.');
    expect(
      (await notes(ctx, w.O.id, 'moderation.decided')).some((n) => n.body?.includes('Deposits are a scam.')),
    ).toBe(true);
    const closed = (await queue('&kind=report&status=resolved')).find((i) => i.key === item.key)!;
    expect(closed.audit.map((e) => e.action)).toContain('hide');
  });

  it('shows a decided report by its outcome, and whether its owner is still suspended (so it can be lifted)', async () => {
    const spammer = await makeUser(ctx);
    await call('POST', `/individual/${w.A.slug}/report/user`, w.tA, {
      target: spammer.slug,
      reason: 'harassment',
      details: 'Sends insults to every nurse in the group.',
    });
    const item = (await queue('&kind=report')).find((i) => i.owner?.id === spammer.id)!;
    expect(item).toMatchObject({ status: 'open', owner_suspended: false });
    expect((await act('report', item.key, { action: 'suspend', reason: 'Harassment.' })).status).toBe(200);
    const decided = async () =>
      (await queue('&kind=report&status=resolved')).find((i) => i.key === item.key)!;
    expect(await decided()).toMatchObject({
      status: 'user_suspended',
      owner_suspended: true,
      allowed_actions: [],
    });
    const lifted = await call('PUT', `/admin/user/${spammer.slug}/unsuspend`, w.tAdmin, {
      reason: 'The messages were quoted out of context.',
    });
    expect(lifted.status).toBe(200);
    expect(await decided()).toMatchObject({ status: 'user_suspended', owner_suspended: false });
  });
});
