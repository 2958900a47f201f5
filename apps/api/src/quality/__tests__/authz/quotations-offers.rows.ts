import { makeOffer, makeQuotation } from '../../../modules/quotations/__tests__/offers.fixtures';
import { ADMIN } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

// Columns as in outcomes.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/**
 * A quotation where A buys from organization O. The buyer's moves: A; O's side may never make them
 * (403, as the member without the services permission); everyone else is told it does not exist.
 */
const BUYER_A = '401 404 ok 404 403 403 403 404 404';
/** The provider's moves in the same quotation: O's owner and the member with services; A gets 403. */
const PROVIDER_O = '401 404 403 404 ok ok 403 404 404';
/** O buys from B (a flexlink needs an organization buyer): O's side acts, B is the provider (403). */
const BUYER_O = '401 404 404 403 ok ok 403 404 404';

/** A fresh quotation per call (each actor's call moves its own). */
const aBuysFromO = (w: World) => makeQuotation(w.ctx, { userId: w.A.id }, { orgId: w.O.orgId! });
const offerOfAFromO = async (w: World, values: Parameters<typeof makeOffer>[2] = {}) =>
  (await makeOffer(w.ctx, (await aBuysFromO(w)).id, values)).id;
const sent = (w: World) => offerOfAFromO(w, { status: 'sent' });
/** A's paid offer from O whose completed work A rejected: a dispute for the admin (its quotation in process). */
const disputedOffer = async (w: World) => {
  const q = await makeQuotation(w.ctx, { userId: w.A.id }, { orgId: w.O.orgId! }, { status: 'in_process' });
  return (await makeOffer(w.ctx, q.id, { status: 'accepted', completion: 'disputed' })).id;
};

/** Rows of the quotations module's offer and completion routes, spread into TABLE. */
export const QUOTATIONS_OFFERS_ROWS: Record<string, Row> = {
  'POST /api/v1/quotations/send-offer/:id': {
    expect: PROVIDER_O,
    call: async (w) => ({
      params: { id: (await aBuysFromO(w)).id },
      body: { amount: 25, description: 'Two home visits', delivery_date: '2099-01-01' },
    }),
  },
  // A pays from the 1,000 tokens the world gives each person ($10 is 100 tokens).
  'PUT /api/v1/quotations/accept-offer/:id': {
    expect: BUYER_A,
    call: async (w) => ({ params: { id: await sent(w) }, body: { use_tokens: true } }),
  },
  'PUT /api/v1/quotations/temporary-accept-offer/:id': {
    expect: BUYER_A,
    call: async (w) => ({ params: { id: await sent(w) } }),
  },
  'PUT /api/v1/quotations/reject-offer/:id': {
    expect: BUYER_A,
    call: async (w) => ({ params: { id: await sent(w) } }),
  },
  'PUT /api/v1/quotations/accept-flexlink-offer/:id': {
    expect: BUYER_O,
    call: async (w) => {
      const q = await makeQuotation(w.ctx, { orgId: w.O.orgId! }, { userId: w.users.individualB!.id });
      return { params: { id: (await makeOffer(w.ctx, q.id)).id } };
    },
  },
  'POST /api/v1/quotations/mark-as-completed/:id': {
    expect: PROVIDER_O,
    call: async (w) => ({ params: { id: await offerOfAFromO(w, { status: 'accepted' }) } }),
  },
  'PUT /api/v1/quotations/accept-reject-completed-service/:id': {
    expect: BUYER_A,
    call: async (w) => ({
      params: { id: await offerOfAFromO(w, { status: 'accepted', completion: 'marked_completed' }) },
      body: { status: 'accepted' },
    }),
  },
  // The admin's decisions of disputes (the payments permission; the matrix's super admin holds every one).
  'GET /api/v1/admin/quotation-disputes': { expect: ADMIN },
  'POST /api/v1/admin/quotation-disputes/:offer/resolve': {
    expect: ADMIN,
    call: async (w) => ({
      params: { offer: await disputedOffer(w) },
      body: { outcome: 'release', reason: 'Decided by the authorization matrix.' },
    }),
  },
};
