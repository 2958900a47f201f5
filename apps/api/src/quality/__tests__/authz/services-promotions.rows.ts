import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { categoryId } from '../../../modules/services/__tests__/promotions.fixtures';
import { A_ONLY_INDIVIDUAL, ORG } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

const today = () => new Date().toISOString().slice(0, 10);
let made = 0;
/** A fresh service of A or O (each actor's call promotes its own, so none is refused as already running). */
async function service(w: World, owner: 'A' | 'O', kind: 'post' | 'request' | 'gallery') {
  const [row] = await w.ctx.db
    .insert(schema.services)
    .values({
      kind,
      slug: `matrix-${kind}-${++made}-${w.ctx.id}`,
      user_id: owner === 'A' ? w.A.id : null,
      organization_id: owner === 'O' ? w.O.orgId! : null,
      title: `Matrix ${kind}`,
      description: 'A service of the authorization matrix.',
      category_id: await categoryId(w.ctx),
      tags: ['matrix'],
      is_remote: true,
      get_quote: true,
      is_draft: kind === 'gallery',
    })
    .returning();
  return row.slug;
}

/** A on the Professional Plan (promotion access) for the rows that pay, back to Basic afterwards. */
async function proPlanForA(w: World) {
  const plan = await w.ctx.db.query.plans.findFirst({ where: (p, { eq: e }) => e(p.slug, 'individual-pro') });
  const has = await w.ctx.db.query.subscriptions.findFirst({
    where: (s, { and: both, eq: e }) => both(e(s.user_id, w.A.id), e(s.plan_id, plan!.id)),
  });
  if (!has) await w.ctx.db.insert(schema.subscriptions).values({ user_id: w.A.id, plan_id: plan!.id });
}
const basicPlanForA = async (w: World) => {
  const plan = await w.ctx.db.query.plans.findFirst({ where: (p, { eq: e }) => e(p.slug, 'individual-pro') });
  await w.ctx.db
    .delete(schema.subscriptions)
    .where(and(eq(schema.subscriptions.user_id, w.A.id), eq(schema.subscriptions.plan_id, plan!.id)));
};

/** Rows of the services module's promotion and analytics routes, spread into TABLE. */
export const SERVICES_PROMOTIONS_ROWS: Record<string, Row> = {};
for (const [path, kind] of [
  ['service-post', 'post'],
  ['service-request', 'request'],
] as const) {
  SERVICES_PROMOTIONS_ROWS[`POST /api/v1/individual/:slug/${path}/promote`] = {
    expect: A_ONLY_INDIVIDUAL,
    call: async (w) => {
      await proPlanForA(w);
      return {
        params: { slug: w.A.slug },
        query: `?slug=${await service(w, 'A', kind)}`,
        body: { use_tokens: true },
      };
    },
    after: basicPlanForA,
  };
  SERVICES_PROMOTIONS_ROWS[`GET /api/v1/individual/:slug/${path}/promote/quote`] = {
    expect: A_ONLY_INDIVIDUAL,
    call: async (w) => ({ params: { slug: w.A.slug }, query: `?slug=${await service(w, 'A', kind)}` }),
  };
  SERVICES_PROMOTIONS_ROWS[`POST /api/v1/organization/:slug/${path}/promote`] = {
    expect: ORG,
    call: async (w) => ({ query: `?slug=${await service(w, 'O', kind)}`, body: { use_tokens: true } }),
  };
  SERVICES_PROMOTIONS_ROWS[`GET /api/v1/organization/:slug/${path}/promote/quote`] = {
    expect: ORG,
    call: async (w) => ({ query: `?slug=${await service(w, 'O', kind)}&use_tokens=1` }),
  };
}
SERVICES_PROMOTIONS_ROWS['POST /api/v1/organization/:slug/service-gallery/promote'] = {
  expect: ORG,
  call: async (w) => ({
    body: {
      slug: await service(w, 'O', 'gallery'),
      start_date: today(),
      end_date: today(),
      budget: 5,
      use_tokens: true,
    },
  }),
};
SERVICES_PROMOTIONS_ROWS['GET /api/v1/organization/:slug/service-gallery/promote/quote'] = {
  expect: ORG,
  call: async (w) => ({ query: `?slug=${await service(w, 'O', 'gallery')}&budget=5` }),
};
SERVICES_PROMOTIONS_ROWS['GET /api/v1/individual/:slug/service-gallery/analytics'] = {
  expect: A_ONLY_INDIVIDUAL,
  call: (w) => ({ params: { slug: w.A.slug } }),
};
