import { makeUser } from '../../../../test/context';
import { A_ONLY, SIGNED_IN } from './outcomes';
import type { Row } from './table';
import type { Actor, World } from './world';

// Columns as in outcomes.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/**
 * Organization O's shared inbox (`?org-slug=`): the owner and members whose role holds the
 * messages permission. In the world both members' roles hold it ("Everything", "Messages only"),
 * so no cell is 403 here; messaging's org-conversations tests cover the member without it.
 */
const ORG_INBOX = '401 404 404 404 ok ok ok 404 404';

/** One value per world, made on first use (rows are called once per actor). */
const once = <T>(make: (w: World) => Promise<T>) => {
  const made = new WeakMap<World, Promise<T>>();
  return (w: World) => {
    let p = made.get(w);
    if (!p) {
      p = make(w);
      made.set(w, p);
    }
    return p;
  };
};

const conversationOfA = async (w: World, receiverId: number) =>
  (
    await w.call('POST', '/conversations/new-message', 'individualA', {
      receiver_id: receiverId,
      message: 'Matrix hi',
    })
  ).conversation.id as number;
/** A's conversation with C (not an actor). */
const withC = once((w) => conversationOfA(w, w.C.id));
const freshConversation = async (w: World) => conversationOfA(w, (await makeUser(w.ctx)).id);
const trashedConversation = async (w: World) => {
  const id = await freshConversation(w);
  await w.call('DELETE', `/conversations/delete-conversation/${id}`, 'individualA');
  return id;
};
const trashedOnce = once(trashedConversation);
// A person's folder names are unique: each folder the matrix makes gets a name of its own.
let folders = 0;
const folderTitle = () => `Matrix folder ${++folders}`;
const folderOfA = async (w: World) =>
  (await w.call('POST', '/conversations/directory/create', 'individualA', { title: folderTitle() }))
    .slug as string;
const folderOnce = once(folderOfA);
const draftOnce = once(
  async (w) =>
    (
      await w.call('POST', '/conversations/draft-message', 'individualA', {
        conversation_id: await withC(w),
        message: 'Matrix draft',
      })
    ).id as number,
);
const orgQuery = (w: World) => ({ query: `?org-slug=${w.slug}` });
const idOf = (w: World, actor: Actor) => (w.users[actor] ?? w.A).id;

/** Rows of the messaging module's routes, spread into TABLE. */
export const MESSAGING_ROWS: Record<string, Row> = {
  'GET /api/v1/conversations/all': { expect: SIGNED_IN },
  'GET /api/v1/conversations/draft': { expect: SIGNED_IN },
  'GET /api/v1/conversations/trash': { expect: SIGNED_IN },
  'GET /api/v1/conversations/recipients': { expect: SIGNED_IN, call: () => ({ query: '?search=Test' }) },
  'GET /api/v1/conversations/directory/all': { expect: SIGNED_IN },
  'GET /api/v1/conversations/get-messages/:id': {
    expect: A_ONLY,
    call: async (w) => ({ params: { id: await withC(w) } }),
  },
  'GET /api/v1/conversations/get-trashed-messages/:id': {
    expect: A_ONLY,
    call: async (w) => ({ params: { id: await trashedOnce(w) } }),
  },
  'POST /api/v1/conversations/directory/create': {
    expect: SIGNED_IN,
    call: () => ({ body: { title: folderTitle(), users: [], conversation_ids: [] } }),
  },
  'POST /api/v1/conversations/directory/:slug/update': {
    expect: A_ONLY,
    call: async (w) => ({ params: { slug: await folderOnce(w) }, body: { title: 'Matrix renamed' } }),
  },
  'POST /api/v1/conversations/directory/:slug/delete': {
    expect: A_ONLY,
    call: async (w) => ({ params: { slug: await folderOfA(w) }, body: { with_conversations: false } }),
  },
  'POST /api/v1/conversations/new-message': {
    expect: SIGNED_IN,
    call: (w) => ({ body: { receiver_id: w.C.id, message: 'Matrix hello' } }),
  },
  'POST /api/v1/conversations/send-message': {
    expect: A_ONLY,
    call: async (w) => ({ body: { conversation_id: await withC(w), message: 'Matrix reply' } }),
  },
  'POST /api/v1/conversations/draft-message': {
    expect: A_ONLY,
    call: async (w) => ({ body: { conversation_id: await withC(w), message: 'Matrix draft' } }),
  },
  'POST /api/v1/conversations/update-draft': {
    expect: A_ONLY,
    call: async (w) => ({ body: { draft_id: await draftOnce(w), message: 'Matrix draft, edited' } }),
  },
  'POST /api/v1/conversations/restore-conversation/:id': {
    expect: A_ONLY,
    call: async (w) => ({ params: { id: await trashedConversation(w) } }),
  },
  'DELETE /api/v1/conversations/delete-message/:id': {
    expect: A_ONLY,
    call: async (w) => {
      const sent = await w.call('POST', '/conversations/send-message', 'individualA', {
        conversation_id: await withC(w),
        message: 'Matrix, to delete',
      });
      return { params: { id: sent.message.id as number } };
    },
  },
  'DELETE /api/v1/conversations/delete-conversation/:id': {
    expect: A_ONLY,
    call: async (w) => ({ params: { id: await freshConversation(w) } }),
  },
  // Each caller names themself (another person's id is 403): the conversation decides.
  'PUT /api/v1/conversations/is-online/:id/:conv': {
    expect: A_ONLY,
    call: async (w, actor) => ({ params: { id: idOf(w, actor), conv: await withC(w) } }),
  },
  'PUT /api/v1/conversations/is-offline': { expect: SIGNED_IN },
  'GET /api/v1/organization-conversations/all': { expect: ORG_INBOX, call: orgQuery },
  'GET /api/v1/organization-conversations/all-jobs': { expect: ORG_INBOX, call: orgQuery },
  'GET /api/v1/organization-conversations/all-services': { expect: ORG_INBOX, call: orgQuery },
  'GET /api/v1/organization-conversations/draft': { expect: ORG_INBOX, call: orgQuery },
  'GET /api/v1/organization-conversations/trash': { expect: ORG_INBOX, call: orgQuery },
  'POST /api/v1/organization-conversations/send-message': {
    expect: ORG_INBOX,
    call: (w) => ({
      query: `?org-slug=${w.slug}&job_id=${w.ids.job.id}`,
      body: { receiver_id: w.A.id, message: 'Matrix: about your application' },
    }),
  },
};
