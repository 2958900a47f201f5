import { randomUUID } from 'node:crypto';
import { schema } from '@hctl/db';
import { makeUser } from '../../../../test/context';
import { A_ONLY, ADMIN } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

let n = 0;
const userId = async (w: World, slug: string) =>
  (await w.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.slug, slug) }))!.id;

/** A fresh open report (and its case) about a fresh person, filed by A. */
async function openCase(w: World) {
  const target = await userId(w, await w.make.person());
  const [c] = await w.ctx.db
    .insert(schema.reportCases)
    .values({
      uid: `rm${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      target_type: 'user',
      target_id: target,
      open_count: 1,
      total_count: 1,
    })
    .returning();
  const [r] = await w.ctx.db
    .insert(schema.abuseReports)
    .values({
      case_id: c.id,
      reporter_user_id: w.A.id,
      reason: 'spam',
      details: 'Sends the same message to everyone.',
    })
    .returning();
  return { uid: c.uid, reportId: r.id };
}

export const MODERATION_ROWS: Record<string, Row> = {
  'POST /api/v1/:userType/:slug/report/:type': {
    expect: A_ONLY,
    call: async (w) => ({
      params: { userType: 'individual', slug: w.A.slug, type: 'user' },
      body: { target: await w.make.person(), reason: 'spam', details: 'Sends the same message to everyone.' },
    }),
  },
  'GET /api/v1/:type/:slug/report': {
    expect: A_ONLY,
    call: (w) => ({ params: { type: 'individual', slug: w.A.slug } }),
  },
  'GET /api/v1/admin/:type/report-list': {
    expect: ADMIN,
    call: () => ({ params: { type: 'all' }, query: '?page=1' }),
  },
  'GET /api/v1/admin/:type/report-list/:uid': {
    expect: ADMIN,
    call: async (w) => ({ params: { type: 'user', uid: (await openCase(w)).uid } }),
  },
  'POST /api/v1/admin/:reportId/action': {
    expect: ADMIN,
    call: async (w) => ({
      params: { reportId: String((await openCase(w)).reportId) },
      body: { action: 'dismiss' },
    }),
  },
  'GET /api/v1/admin/moderation-queue': { expect: ADMIN, call: () => ({ query: '?kind=report' }) },
  'POST /api/v1/admin/moderation-queue/organization/:key/action': {
    expect: ADMIN,
    call: async (w) => ({
      params: { key: (await makeUser(w.ctx, { role: 'organization' })).orgSlug! },
      body: { action: 'approve' },
    }),
  },
  'POST /api/v1/admin/moderation-queue/license/:key/action': {
    expect: ADMIN,
    call: async (w) => {
      const [l] = await w.ctx.db
        .insert(schema.licenses)
        .values({
          user_id: w.A.id,
          license_type: 'Registered Nurse (RN)',
          license_number: `MX${++n}`,
          issuing_authority: 'Texas Board of Nursing',
          verification_status: 'pending',
        })
        .returning();
      return { params: { key: String(l.id) }, body: { action: 'approve' } };
    },
  },
  'POST /api/v1/admin/moderation-queue/report/:key/action': {
    expect: ADMIN,
    call: async (w) => ({ params: { key: (await openCase(w)).uid }, body: { action: 'dismiss' } }),
  },
  'POST /api/v1/admin/moderation-queue/ad/:key/action': {
    expect: ADMIN,
    call: async (w) => {
      const [ad] = await w.ctx.db
        .insert(schema.advertisements)
        .values({
          slug: `moderation-ad-${randomUUID()}`,
          title: 'Moderation matrix ad',
          user_id: (await makeUser(w.ctx)).id,
          status: 'created',
          review_status: 'pending',
        })
        .returning();
      return { params: { key: ad.slug }, body: { action: 'approve' } };
    },
  },
  'POST /api/v1/admin/moderation-queue/review/:key/action': {
    expect: ADMIN,
    call: async (w) => {
      const [r] = await w.ctx.db
        .insert(schema.reviews)
        .values({
          author_key: `org:${w.O.orgId}`,
          target_key: `user:${w.A.id}`,
          author_user_id: w.O.id,
          author_organization_id: w.O.orgId!,
          target_user_id: w.A.id,
          basis: 'quotation',
          basis_id: 2_000_000 + ++n,
          rating: 2,
          review: 'A review written for the moderation rows.',
          published_at: new Date(),
          objection: 'Not true.',
          objection_status: 'pending',
          objection_at: new Date(),
        })
        .returning();
      return { params: { key: String(r.id) }, body: { action: 'reject', reason: 'The review stands.' } };
    },
  },
};
