import { randomUUID } from 'node:crypto';
import { QUOTATION_SECTIONS } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { ORG } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

// Columns as in outcomes.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/**
 * A's quotation with organization O (A asked a quote on O's service post): A (buyer), O's owner and
 * the member whose role holds every permission (provider); the member without the services
 * permission 403; everyone else is told it does not exist.
 */
const SIDES = '401 404 ok 404 ok ok 403 404 404';
/** A's draft: nobody else sees it, not even the provider's side. */
const A_DRAFT = '401 404 ok 404 404 404 404 404 404';
/**
 * Anyone signed in may ask; whoever may act for the owning organization (its owner, the member with
 * the services permission) is refused (422: nobody is on both sides).
 */
const ASK = '401 ok ok ok 422 422 ok ok ok';

const orgId = (w: World) => w.O.orgId!;

/** A fresh service post of O (each asker needs its own: one open quotation per pair and service). */
async function postOfO(w: World) {
  const [category] = await w.ctx.db
    .select({ id: schema.serviceCategories.id })
    .from(schema.serviceCategories)
    .where(eq(schema.serviceCategories.slug, 'medical-staffing'));
  const [row] = await w.ctx.db
    .insert(schema.services)
    .values({
      kind: 'post',
      slug: `matrix-quote-${randomUUID().slice(0, 8)}`,
      title: 'Matrix quotable service',
      description: 'A service post of the authorization matrix.',
      category_id: category.id,
      get_quote: true,
      organization_id: orgId(w),
    })
    .returning();
  return row.id;
}

/** A asks O for a quote on a fresh post; the quotation's id. */
async function quotationOfA(w: World, extra: Record<string, unknown> = {}) {
  const data = await w.call('POST', '/quotations/request-quote/service', 'individualA', {
    receiver_id: orgId(w),
    service_id: await postOfO(w),
    message: 'Matrix: a quote, please.',
    ...extra,
  });
  return data.quotation.id as number;
}

const kept = new WeakMap<World, Promise<number>>();
const keptQuotation = (w: World) => {
  let p = kept.get(w);
  if (!p) {
    p = quotationOfA(w);
    kept.set(w, p);
  }
  return p;
};

export const QUOTATIONS_ROWS: Record<string, Row> = {
  'POST /api/v1/quotations/request-quote/:kind': {
    expect: ASK,
    call: async (w) => ({
      params: { kind: 'service' },
      body: { receiver_id: orgId(w), service_id: await postOfO(w), message: 'Matrix ask' },
    }),
  },
  'PUT /api/v1/quotations/draft-quote/:id': {
    expect: A_DRAFT,
    call: async (w) => ({
      params: { id: await quotationOfA(w, { is_draft: 1 }) },
      body: { message: 'Matrix draft, edited' },
    }),
  },
  'POST /api/v1/quotations/send-message/:kind': {
    expect: SIDES,
    call: async (w) => ({
      params: { kind: 'service' },
      body: { service_quotation_id: await keptQuotation(w), message: 'Matrix line' },
    }),
  },
  'GET /api/v1/quotations/messages/:id/:kind': {
    expect: SIDES,
    call: async (w) => ({ params: { id: await keptQuotation(w), kind: 'service' } }),
  },
  'GET /api/v1/quotations/total-messages/:type/:id/:kind': {
    expect: ORG,
    call: (w) => ({
      params: { type: 'organization', id: 0, kind: 'service' },
      query: `?organization_id=${orgId(w)}`,
    }),
  },
  'DELETE /api/v1/quotations/delete-chat/:id': {
    expect: SIDES,
    // A fresh one each time: the owner and the member share the provider's side (and its trash).
    call: async (w) => ({ params: { id: await quotationOfA(w) } }),
  },
  'DELETE /api/v1/quotations/restore-chat/:id': {
    expect: SIDES,
    call: async (w) => {
      const id = await quotationOfA(w);
      await w.call('DELETE', `/quotations/delete-chat/${id}`, 'individualA');
      await w.call('DELETE', `/quotations/delete-chat/${id}`, 'orgOwner');
      return { params: { id } };
    },
  },
};
for (const section of QUOTATION_SECTIONS) {
  QUOTATIONS_ROWS[`GET /api/v1/quotations/${section}-messages/:type/:id/:kind/:organization_id`] = {
    expect: ORG,
    call: (w) => ({ params: { type: 'organization', id: 0, kind: 'service', organization_id: orgId(w) } }),
  };
}
