import { randomUUID } from 'node:crypto';
import { schema } from '@hctl/db';
import type { Row } from './table';
import type { World } from './world';

// Columns as in outcomes.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/**
 * A quotation between individual A (the buyer) and organization O (the provider): A, O's owner and
 * the member whose role holds `services` act in it; the member without it is refused (403, the
 * quotation's rule), everyone else is told it does not exist.
 */
const QUOTATION_SIDES = '401 404 ok 404 ok ok 403 404 404';
/**
 * A call A made to O, still ringing: A (the caller), and O's owner and services member (either
 * may answer for O). Not being in the call is not being told of it: the member without the
 * permission gets 404 here.
 */
const CALL_PEOPLE = '401 404 ok 404 ok ok 404 404 404';
/** Answering or declining is the callee's (O's people); A, the caller, may not (409). */
const CALLEE_MOVE = '401 404 409 404 ok ok 404 404 404';
/** Cancelling a ringing call is the caller's (A); O's people answer or decline instead (409). */
const CALLER_MOVE = '401 404 ok 404 409 409 404 404 404';

/**
 * A fresh requested quotation of A on a fresh service post of O (one open quotation per pair and
 * service, so each call gets its own post).
 */
async function quotationOfA(w: World) {
  const [category] = await w.ctx.db
    .select({ id: schema.serviceCategories.id })
    .from(schema.serviceCategories);
  const [service] = await w.ctx.db
    .insert(schema.services)
    .values({
      kind: 'post',
      slug: `matrix-call-${randomUUID().slice(0, 8)}`,
      title: 'Matrix house calls',
      description: 'A service of the matrix calls rows.',
      category_id: category.id,
      get_quote: true,
      organization_id: w.O.orgId!,
    })
    .returning();
  const [row] = await w.ctx.db
    .insert(schema.quotations)
    .values({
      kind: 'service',
      service_id: service.id,
      buyer_user_id: w.A.id,
      provider_org_id: w.O.orgId!,
      created_by: w.A.id,
      created_side: 'buyer',
      status: 'requested',
    })
    .returning();
  return row.id;
}
/** A fresh call A makes to O, ringing. */
const ringingCall = async (w: World) =>
  (
    await w.call('POST', '/quotations/request-call/service', 'individualA', {
      service_quotation_id: await quotationOfA(w),
      type: 'video',
    })
  ).id as number;

const move = async (w: World) => ({ params: { id: await ringingCall(w), kind: 'service' } });

/**
 * A fresh interview of O with A (the candidate) for each actor: the first to join an interview's
 * call rings it and a second member of O could not join it any more (409).
 */
const freshInterview = async (w: World) => {
  const made = await w.call('POST', `/organization/${w.O.orgSlug}/job/interviews/store`, 'orgOwner', {
    application_id: w.ids.application,
    schedule_date: '2027-04-01T15:00:00.000Z',
    timezone: 'America/Chicago',
    mode: 'video',
  });
  return { params: { id: made.id as number } };
};

/** Rows of the calls routes of the quotations module, spread into TABLE. */
export const QUOTATIONS_CALLS_ROWS: Record<string, Row> = {
  'POST /api/v1/quotations/request-call/service': {
    expect: QUOTATION_SIDES,
    call: async (w) => ({ body: { service_quotation_id: await quotationOfA(w), type: 'audio' } }),
  },
  'PUT /api/v1/quotations/start-call/:id/:kind': { expect: CALLEE_MOVE, call: move },
  'PUT /api/v1/quotations/reject-call/:id/:kind': { expect: CALLEE_MOVE, call: move },
  'PUT /api/v1/quotations/end-call/:id/:kind': { expect: CALLER_MOVE, call: move },
  // Jobs' route, kept with the calls: the candidate A, O's owner and the member with `interviews`
  // join; the member without it is refused (403); everyone else is told it does not exist.
  'POST /api/v1/job/interviews/:id/call': {
    expect: '401 404 ok 404 ok ok 403 404 404',
    call: freshInterview,
  },
  'GET /api/v1/quotations/calls/:id': {
    expect: CALL_PEOPLE,
    call: async (w) => ({ params: { id: await ringingCall(w) } }),
  },
  'POST /api/v1/quotations/calls/:id/signal': {
    expect: CALL_PEOPLE,
    call: async (w) => ({
      params: { id: await ringingCall(w) },
      body: { session: 'matrix', signal: { kind: 'joined' } },
    }),
  },
};
