import { schema } from '@hctl/db';
import { makeUser } from '../../../../test/context';
import { INDIVIDUAL, PUBLIC } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

// Columns as in outcomes.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
//
// Groups are for people: routes take individual accounts, so organization owners and the super
// admin get 403 (organizations do not join groups; the admin console has its own group routes).
// The world's group G is private, owned by A; memberWith is a group admin, memberWithout a plain
// member; B and the unverified individual are outsiders, told G does not exist (404).
/** G's members read and write (posts, comments, reactions, votes). */
const MEMBERS = '401 404 ok 404 403 ok ok 403 403';
/** G's owner and admins (requests, review, invitations, update). */
const ADMINS = '401 404 ok 404 403 ok 403 403 403';

interface Kept {
  slug: string;
  groupId: number;
  postUid: string;
  pollUid: string;
  optionId: number;
  commentUid: string;
}

/** A private group owned by A with memberWith as admin and memberWithout as member (rows, no API). */
async function freshGroup(w: World, tag: string) {
  const A = w.users.individualA!;
  const [g] = await w.ctx.db
    .insert(schema.groups)
    .values({
      slug: `matrix-${tag}-${Math.random().toString(36).slice(2, 10)}`,
      name: `Matrix ${tag}`,
      privacy: 'private',
      owner_id: A.id,
      member_count: 3,
    })
    .returning();
  await w.ctx.db.insert(schema.groupMembers).values([
    { group_id: g.id, user_id: A.id, role: 'owner', status: 'active', joined_at: new Date() },
    {
      group_id: g.id,
      user_id: w.users.memberWith!.id,
      role: 'admin',
      status: 'active',
      joined_at: new Date(),
    },
    {
      group_id: g.id,
      user_id: w.users.memberWithout!.id,
      role: 'member',
      status: 'active',
      joined_at: new Date(),
    },
  ]);
  return g;
}

const kept = new WeakMap<World, Promise<Kept>>();
function keptOf(w: World): Promise<Kept> {
  let p = kept.get(w);
  if (!p) {
    p = (async () => {
      const g = await freshGroup(w, 'kept');
      const post = await w.call('POST', `/groups/${g.slug}/posts/create`, 'individualA', {
        description: 'Matrix post',
      });
      const poll = await w.call('POST', `/groups/${g.slug}/posts/create`, 'individualA', {
        kind: 'poll',
        question: 'Matrix?',
        options: ['yes', 'no'],
      });
      const comment = await w.call(
        'POST',
        `/groups/${g.slug}/posts/${post.uid}/comments/create`,
        'memberWithout',
        {
          body: 'Matrix comment',
        },
      );
      return {
        slug: g.slug,
        groupId: g.id,
        postUid: post.uid,
        pollUid: poll.uid,
        optionId: poll.poll.options[0].id,
        commentUid: comment.uid,
      };
    })();
    kept.set(w, p);
  }
  return p;
}

/** The kept group's slug, plus more path parameters. */
const inKept =
  (extra: (k: Kept) => Record<string, string | number> = () => ({})) =>
  async (w: World) => {
    const k = await keptOf(w);
    return { params: { slug: k.slug, ...extra(k) } };
  };

/** A fresh individual with a membership row of `status` in the kept group; the row's id. */
async function freshMembership(w: World, status: 'pending' | 'active') {
  const k = await keptOf(w);
  const u = await makeUser(w.ctx);
  const [row] = await w.ctx.db
    .insert(schema.groupMembers)
    .values({
      group_id: k.groupId,
      user_id: u.id,
      role: 'member',
      status,
      joined_at: status === 'active' ? new Date() : null,
    })
    .returning();
  return row.id;
}

/** A fresh pending post by memberWithout in the kept group (the review queue). */
async function freshPending(w: World) {
  const k = await keptOf(w);
  const [post] = await w.ctx.db
    .insert(schema.groupPosts)
    .values({
      group_id: k.groupId,
      author_id: w.users.memberWithout!.id,
      description: 'Waiting',
      status: 'pending',
    })
    .returning();
  return post.uid;
}

/** A fresh comment by memberWithout on the kept post (edits: its author; deletes: author or admins). */
async function freshComment(w: World) {
  const k = await keptOf(w);
  const c = await w.call('POST', `/groups/${k.slug}/posts/${k.postUid}/comments/create`, 'memberWithout', {
    body: 'To edit',
  });
  return c.uid as string;
}

/** A fresh post by memberWith (an admin: published at once, the group's post count moved), to delete. */
async function freshPost(w: World) {
  const k = await keptOf(w);
  const post = await w.call('POST', `/groups/${k.slug}/posts/create`, 'memberWith', {
    description: 'To delete',
  });
  return post.uid as string;
}

export const GROUPS_ROWS: Record<string, Row> = {
  'GET /api/v1/groups': { expect: INDIVIDUAL, call: () => ({ query: '?take=5' }) },
  'GET /api/v1/my-groups': { expect: INDIVIDUAL },
  'POST /api/v1/groups/create': {
    expect: INDIVIDUAL,
    call: () => ({ body: { name: 'Matrix created group', privacy: 'public' } }),
  },
  'GET /api/v1/groups/:slug': { expect: MEMBERS, call: inKept() },
  'GET /api/v1/public-groups/:slug': { expect: PUBLIC, call: inKept() },
  'POST /api/v1/groups/:slug': {
    expect: ADMINS,
    call: async (w) => ({ ...(await inKept()(w)), body: { description: 'Changed by the matrix' } }),
  },
  'GET /api/v1/groups/:slug/members': { expect: MEMBERS, call: inKept() },
  'GET /api/v1/groups/:slug/members/join-requests': { expect: ADMINS, call: inKept() },
  'GET /api/v1/groups/:slug/members/suggest': { expect: ADMINS, call: inKept() },
  'PUT /api/v1/groups/:slug/members/pending-member/:id/:status': {
    expect: ADMINS,
    call: async (w) => ({
      ...(await inKept()(w)),
      params: { slug: (await keptOf(w)).slug, id: await freshMembership(w, 'pending'), status: 'approved' },
    }),
  },
  'PUT /api/v1/groups/:slug/members/remove/:id': {
    expect: ADMINS,
    call: async (w) => ({ params: { slug: (await keptOf(w)).slug, id: await freshMembership(w, 'active') } }),
  },
  // Outsiders of a private group may ask to join (a pending request; they still see only its about).
  'PUT /api/v1/groups/:slug/members/join': {
    expect: INDIVIDUAL,
    call: async (w) => ({ ...(await inKept()(w)), body: { message: 'Matrix request' } }),
  },
  // Each call leaves a fresh group of its own; the owner may not leave (403).
  'PUT /api/v1/groups/:slug/members/leave': {
    expect: '401 404 403 404 403 ok ok 403 403',
    call: async (w) => ({ params: { slug: (await freshGroup(w, 'leave')).slug } }),
  },
  'POST /api/v1/groups/:slug/members/inviteUser': {
    expect: ADMINS,
    call: async (w) => ({ ...(await inKept()(w)), body: { user_id: (await makeUser(w.ctx)).id } }),
  },
  'POST /api/v1/groups/:slug/invite': {
    expect: ADMINS,
    call: async (w) => ({ ...(await inKept()(w)), body: { emails: ['matrix-invitee@example.test'] } }),
  },
  'GET /api/v1/groups/:slug/posts': { expect: MEMBERS, call: inKept() },
  'GET /api/v1/groups/:slug/posts/review': { expect: ADMINS, call: inKept() },
  'GET /api/v1/groups/:slug/posts/:uid': { expect: MEMBERS, call: inKept((k) => ({ uid: k.postUid })) },
  'GET /api/v1/groups/:slug/posts/:uuid/comments': {
    expect: MEMBERS,
    call: inKept((k) => ({ uuid: k.postUid })),
  },
  'GET /api/v1/groups/:slug/posts/total-reactions/:uid': {
    expect: MEMBERS,
    call: inKept((k) => ({ uid: k.postUid })),
  },
  'POST /api/v1/groups/:slug/posts/total-reactions/:uid': {
    expect: MEMBERS,
    call: inKept((k) => ({ uid: k.postUid })),
  },
  'GET /api/v1/groups/:slug/posts/comments/total-reactions/:uid': {
    expect: MEMBERS,
    call: inKept((k) => ({ uid: k.commentUid })),
  },
  'POST /api/v1/groups/:slug/posts/create': {
    expect: MEMBERS,
    call: async (w) => ({ ...(await inKept()(w)), body: { description: 'Matrix member post' } }),
  },
  'POST /api/v1/groups/:slug/posts/:uid/share': {
    expect: MEMBERS,
    call: async (w) => {
      const k = await keptOf(w);
      return { params: { slug: k.slug, uid: k.postUid }, body: { group_slug: k.slug } };
    },
  },
  'POST /api/v1/groups/:slug/posts/:uuid/comments/create': {
    expect: MEMBERS,
    call: async (w) => ({
      ...(await inKept((k) => ({ uuid: k.postUid }))(w)),
      body: { body: 'Matrix comment' },
    }),
  },
  'POST /api/v1/groups/:slug/posts/react': {
    expect: MEMBERS,
    call: async (w) => ({
      ...(await inKept()(w)),
      body: { post_uid: (await keptOf(w)).postUid, type: 'like' },
    }),
  },
  'POST /api/v1/groups/:slug/posts/:post/comments/react': {
    expect: MEMBERS,
    call: async (w) => {
      const k = await keptOf(w);
      return {
        params: { slug: k.slug, post: k.postUid },
        body: { comment_uid: k.commentUid, type: 'support' },
      };
    },
  },
  'POST /api/v1/groups/:slug/posts/:key/answer': {
    expect: MEMBERS,
    call: async (w) => {
      const k = await keptOf(w);
      return { params: { slug: k.slug, key: k.pollUid }, body: { option_id: k.optionId } };
    },
  },
  // Deleting a comment: its author (memberWithout) or the group's owner and admins.
  'POST /api/v1/groups/:slug/posts/:uid/comments/:commentUid': {
    expect: MEMBERS,
    call: async (w) => {
      const k = await keptOf(w);
      return {
        params: { slug: k.slug, uid: k.postUid, commentUid: await freshComment(w) },
        body: { _method: 'DELETE' },
      };
    },
  },
  // Editing a comment: its author only (memberWithout); the owner and admins get 403.
  'PUT /api/v1/groups/:slug/posts/:uid/comments/:commentUid': {
    expect: '401 404 403 404 403 403 ok 403 403',
    call: async (w) => {
      const k = await keptOf(w);
      return {
        params: { slug: k.slug, uid: k.postUid, commentUid: await freshComment(w) },
        body: { body: 'Edited by the matrix' },
      };
    },
  },
  // Deleting a post: its author (memberWith) or another admin (the owner, A); a plain member's
  // 403 is the rule that keeps members' posts their own.
  'DELETE /api/v1/groups/:slug/posts/:uid': {
    expect: ADMINS,
    call: async (w) => ({ params: { slug: (await keptOf(w)).slug, uid: await freshPost(w) } }),
  },
  'PUT /api/v1/groups/:slug/posts/:uid/approve': {
    expect: ADMINS,
    call: async (w) => ({ params: { slug: (await keptOf(w)).slug, uid: await freshPending(w) } }),
  },
  'PUT /api/v1/groups/:slug/posts/:uid/reject': {
    expect: ADMINS,
    call: async (w) => ({
      params: { slug: (await keptOf(w)).slug, uid: await freshPending(w) },
      body: { reason: 'Matrix says no' },
    }),
  },
};
