import { schema } from '@hctl/db';
import { makeUser } from '../../../../test/context';
import { A_ONLY_INDIVIDUAL, INDIVIDUAL, PUBLIC } from './outcomes';
import type { Row } from './table';
import type { Actor, World } from './world';

const TEXT = 'A careful, kind colleague who keeps the whole unit calm on busy nights.';

/** The actor's user id; actors without one (anonymous) act on A's behalf, refused before any lookup. */
const idOf = (w: World, actor: Actor) => w.users[actor]?.id ?? w.A.id;
const fresh = async (w: World) => (await makeUser(w.ctx)).id;

async function invite(w: World, sender: number, receiver: number) {
  const [row] = await w.ctx.db
    .insert(schema.connectionInvites)
    .values({ sender_id: sender, receiver_id: receiver })
    .returning();
  return row.id;
}
async function connect(w: World, a: number, b: number) {
  await w.ctx.db.insert(schema.connections).values([
    { user_id: a, peer_id: b },
    { user_id: b, peer_id: a },
  ]);
}
/** A recommendation of `user` by `author` (connected first, as the API requires to ask). */
async function recommendation(w: World, user: number, author: number, posted: boolean) {
  await connect(w, user, author);
  const [row] = await w.ctx.db
    .insert(schema.recommendations)
    .values({
      user_id: user,
      author_id: author,
      ...(posted ? { status: 'posted' as const, recommended_text: TEXT, posted_at: new Date() } : {}),
    })
    .returning();
  return row.uid;
}

const base = '/api/v1/individual/:slug/recommendation';
const ofA = (w: World) => ({ slug: w.A.slug });

export const NETWORK_ROWS: Record<string, Row> = {
  'GET /api/v1/connections': { expect: INDIVIDUAL },
  'GET /api/v1/pending-invite': { expect: INDIVIDUAL },
  'GET /api/v1/get-sent-invite': { expect: INDIVIDUAL },
  'GET /api/v1/suggested': { expect: INDIVIDUAL },
  'GET /api/v1/connection-status/:id': { expect: INDIVIDUAL, call: (w) => ({ params: { id: w.A.id } }) },
  'POST /api/v1/send-invite/:id': {
    expect: INDIVIDUAL,
    call: async (w) => ({ params: { id: await fresh(w) }, body: {} }),
  },
  // The invite is addressed to the caller: each individual answers their own.
  'POST /api/v1/accept-invite/:id': {
    expect: INDIVIDUAL,
    call: async (w, a) => ({ params: { id: await invite(w, await fresh(w), idOf(w, a)) } }),
  },
  'POST /api/v1/decline-invite/:id': {
    expect: INDIVIDUAL,
    call: async (w, a) => ({ params: { id: await invite(w, await fresh(w), idOf(w, a)) } }),
  },
  'DELETE /api/v1/cancel-invite/:id': {
    expect: INDIVIDUAL,
    call: async (w, a) => ({ params: { id: await invite(w, idOf(w, a), await fresh(w)) } }),
  },
  'DELETE /api/v1/remove-connection/:id': {
    expect: INDIVIDUAL,
    call: async (w, a) => {
      const peer = await fresh(w);
      await connect(w, idOf(w, a), peer);
      return { params: { id: peer } };
    },
  },
  [`GET ${base}/received`]: { expect: A_ONLY_INDIVIDUAL, call: (w) => ({ params: ofA(w) }) },
  [`GET ${base}/pending`]: { expect: A_ONLY_INDIVIDUAL, call: (w) => ({ params: ofA(w) }) },
  [`GET ${base}/non-invited-user`]: { expect: A_ONLY_INDIVIDUAL, call: (w) => ({ params: ofA(w) }) },
  [`POST ${base}/invitations`]: {
    expect: A_ONLY_INDIVIDUAL,
    call: async (w) => {
      const peer = await fresh(w);
      await connect(w, w.A.id, peer);
      return { params: ofA(w), body: { user_ids: [peer], message: 'Would you recommend me?' } };
    },
  },
  // A was asked by a fresh connection: A writes it.
  [`POST ${base}/:uid/posting`]: {
    expect: A_ONLY_INDIVIDUAL,
    call: async (w) => ({
      params: { ...ofA(w), uid: await recommendation(w, await fresh(w), w.A.id, false) },
      body: { recommended_text: TEXT },
    }),
  },
  // A fresh connection wrote one about A: A shows or hides it.
  [`PUT ${base}/:uid/linking`]: {
    expect: A_ONLY_INDIVIDUAL,
    call: async (w) => ({
      params: { ...ofA(w), uid: await recommendation(w, w.A.id, await fresh(w), true) },
      body: { is_linked: false },
    }),
  },
  'GET /api/v1/individual/public-profile/:slug/recommendations': {
    expect: PUBLIC,
    call: (w) => ({ params: ofA(w) }),
  },
};
