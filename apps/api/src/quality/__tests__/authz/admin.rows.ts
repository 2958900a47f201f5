import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { makeUser } from '../../../../test/context';
import { makeGroup, makeJob, makeService } from '../../../modules/admin/__tests__/admin.fixtures';
import { ADMIN } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

const reason = { reason: 'Removed by the authorization matrix.' };

/** A fresh account a moderator suspended (what PUT admin/user/{slug}/unsuspend lifts). */
async function suspendedUser(w: World) {
  const u = await makeUser(w.ctx);
  await w.ctx.db.update(schema.users).set({ is_active: false }).where(eq(schema.users.id, u.id));
  await w.ctx.db
    .insert(schema.accountFlags)
    .values({ user_id: u.id, suspended_at: new Date(), suspension_reason: 'Suspended by the matrix.' });
  return u.slug;
}

/** Each actor's call removes its own fresh item, so the admin's success leaves the world as it was. */
const removal = (make: (w: World) => Promise<string>): Row => ({
  expect: ADMIN,
  call: async (w) => ({ params: { slug: await make(w) }, body: reason }),
});

export const ADMIN_ROWS: Record<string, Row> = {
  'GET /api/v1/admin/dashboard': { expect: ADMIN },
  'GET /api/v1/admin/jobs/list': { expect: ADMIN },
  'GET /api/v1/admin/community-group/list': { expect: ADMIN },
  'GET /api/v1/admin/service-post/list': { expect: ADMIN },
  'GET /api/v1/admin/service-request/list': { expect: ADMIN },
  'GET /api/v1/admin/service-gallery/list': { expect: ADMIN },
  'GET /api/v1/admin/user/list': { expect: ADMIN },
  'GET /api/v1/admin/receive-payment': { expect: ADMIN },
  'GET /api/v1/admin/payment-summary': { expect: ADMIN },
  'POST /api/v1/admin/community-group/:slug/delete': removal(async (w) => (await makeGroup(w.ctx, w.A)).slug),
  'POST /api/v1/admin/service-post/:slug/delete': removal(
    async (w) => (await makeService(w.ctx, w.A, 'post')).slug,
  ),
  'POST /api/v1/admin/service-request/:slug/delete': removal(
    async (w) => (await makeService(w.ctx, w.A, 'request')).slug,
  ),
  'POST /api/v1/admin/service-gallery/:slug/delete': removal(
    async (w) => (await makeService(w.ctx, w.O, 'gallery')).slug,
  ),
  'DELETE /api/v1/admin/organizations/:slug/delete': removal(
    async (w) => (await makeUser(w.ctx, { role: 'organization' })).orgSlug!,
  ),
  'DELETE /api/v1/admin/job/:slug/delete': removal(async (w) => String((await makeJob(w.ctx, w.O)).id)),
  'DELETE /api/v1/admin/user/:slug/delete': removal(async (w) => (await makeUser(w.ctx)).slug),
  // Turning A's card switch on again changes nothing the other rows rely on.
  'PUT /api/v1/admin/user/:slug/card': {
    expect: ADMIN,
    call: (w) => ({ params: { slug: w.A.slug }, body: { is_card_enabled: true } }),
  },
  // Each actor's call lifts its own fresh suspension, so the admin's success leaves the others alone.
  'PUT /api/v1/admin/user/:slug/unsuspend': {
    expect: ADMIN,
    call: async (w) => ({
      params: { slug: await suspendedUser(w) },
      body: { reason: 'Lifted by the matrix.' },
    }),
  },
};
