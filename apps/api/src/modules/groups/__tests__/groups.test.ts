import { channelName } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, bearer, lastMessage, login, makeUser, postForm } from '../../../../test/context';
import { JPEG, MP4, makePdf, PNG } from '../../../../test/fixtures';
import type { AuthContext } from '../../../plugins/auth';
import { mediaForm, person } from './groups-helpers';

const { ctx, json: call } = apiSuite();
type P = Awaited<ReturnType<typeof person>>;
let owner: P;
let admin: P;
let member: P;
let outsider: P;
let requester: P;

beforeAll(async () => {
  owner = await person(ctx, { city: 'Austin', specialty: 'ICU' });
  admin = await person(ctx);
  member = await person(ctx);
  outsider = await person(ctx, { city: 'austin' });
  requester = await person(ctx);
});

async function makeGroup(privacy: 'public' | 'private', extra: Record<string, unknown> = {}) {
  const r = await call('POST', '/groups/create', owner.token, {
    name: `ICU nurses ${privacy}`,
    description: 'Night shifts, protocols and support.',
    privacy,
    ...extra,
  });
  expect(r.status).toBe(200);
  return r.body.data.slug as string;
}

/** Puts someone straight into a group as an active member (or admin), via the API where it exists. */
async function addMember(slug: string, who: P, role: 'member' | 'admin' = 'member') {
  const invite = await call('POST', `/groups/${slug}/members/inviteUser`, owner.token, {
    user_id: who.user.id,
  });
  expect(invite.status).toBe(200);
  const join = await call('PUT', `/groups/${slug}/members/join`, who.token, {});
  expect(join.body.data.status).toBe('active');
  if (role === 'admin') {
    const [g] = await ctx.db.select().from(schema.groups).where(eq(schema.groups.slug, slug));
    await ctx.db
      .update(schema.groupMembers)
      .set({ role: 'admin' })
      .where(and(eq(schema.groupMembers.group_id, g.id), eq(schema.groupMembers.user_id, who.user.id)));
  }
}

describe('groups and members', () => {
  it('creates a group: the creator owns it, it is in my-groups and discovery; organizations are refused', async () => {
    const slug = await makeGroup('public');
    const show = await call('GET', `/groups/${slug}`, owner.token);
    expect(show.body.data).toMatchObject({ member_count: 1, viewer: { role: 'owner', can_delete: true } });
    const mine = await call('GET', '/my-groups', owner.token);
    expect(mine.body.data.data.map((g: { slug: string }) => g.slug)).toContain(slug);
    const list = await call('GET', '/groups?search=icu%20nurses%20public', outsider.token);
    expect(list.body.data.data.map((g: { slug: string }) => g.slug)).toContain(slug);
    const org = await makeUser(ctx, { role: 'organization', company: 'Group Org', approved: true });
    const r = await call('POST', '/groups/create', await login(ctx, org), { name: 'Org group' });
    expect(r.status).toBe(403);
  });

  it('a private group is invisible to outsiders except its about; joining is a request the admins decide', async () => {
    const slug = await makeGroup('private');
    for (const url of [`/groups/${slug}`, `/groups/${slug}/posts`, `/groups/${slug}/members`])
      expect((await call('GET', url, outsider.token)).status).toBe(404);
    const about = await call('GET', `/public-groups/${slug}`);
    expect(about.status).toBe(200);
    expect(about.body.data.recent_posts).toBeNull();
    expect(about.body.data.group).toMatchObject({ privacy: 'private', member_count: 1 });

    const ask = await call('PUT', `/groups/${slug}/members/join`, requester.token, {
      message: 'ICU RN, 5 years',
    });
    expect(ask.body.data.status).toBe('pending');
    // Asking twice changes nothing; the pending person still cannot read the group.
    expect((await call('PUT', `/groups/${slug}/members/join`, requester.token, {})).body.data.status).toBe(
      'pending',
    );
    expect((await call('GET', `/groups/${slug}/posts`, requester.token)).status).toBe(404);
    // The owner was notified (actionable join request).
    const notes = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.user_id, owner.user.id));
    expect(notes.some((n) => n.type === 'group.join_request')).toBe(true);

    const requests = await call('GET', `/groups/${slug}/members/join-requests`, owner.token);
    expect(requests.status, JSON.stringify(requests.body)).toBe(200);
    expect(requests.body.data.data).toHaveLength(1);
    const id = requests.body.data.data[0].id;
    // A plain member may not decide.
    await addMember(slug, member);
    expect(
      (await call('PUT', `/groups/${slug}/members/pending-member/${id}/approved`, member.token)).status,
    ).toBe(403);
    const ok = await call('PUT', `/groups/${slug}/members/pending-member/${id}/approved`, owner.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.member.status).toBe('active');
    // Deciding again: it is not pending any more.
    expect(
      (await call('PUT', `/groups/${slug}/members/pending-member/${id}/rejected`, owner.token)).status,
    ).toBe(404);
    expect((await call('GET', `/groups/${slug}`, requester.token)).body.data.member_count).toBe(3);

    // Leave, then the owner cannot leave.
    expect((await call('PUT', `/groups/${slug}/members/leave`, requester.token)).status).toBe(200);
    expect((await call('GET', `/groups/${slug}`, owner.token)).body.data.member_count).toBe(2);
    expect((await call('PUT', `/groups/${slug}/members/leave`, owner.token)).status).toBe(403);
  });

  it('updates (admins) and deletes with _method DELETE (owner only, soft)', async () => {
    const slug = await makeGroup('public');
    await addMember(slug, member);
    expect((await call('POST', `/groups/${slug}`, member.token, { name: 'Renamed' })).status).toBe(403);
    const up = await call('POST', `/groups/${slug}`, owner.token, {
      name: 'Renamed group',
      post_approval: 1,
    });
    expect(up.body.data).toMatchObject({ name: 'Renamed group', post_approval: true });
    expect((await call('POST', `/groups/${slug}`, member.token, { _method: 'DELETE' })).status).toBe(403);
    const del = await call('POST', `/groups/${slug}`, owner.token, { _method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await call('GET', `/groups/${slug}`, owner.token)).status).toBe(404);
    const [row] = await ctx.db.select().from(schema.groups).where(eq(schema.groups.slug, slug));
    expect(row.deleted_at).not.toBeNull();
    // Members with the group open hear it (their page closes), once.
    const told = await ctx.db
      .select()
      .from(schema.realtimeEvents)
      .where(
        and(
          eq(schema.realtimeEvents.channel, `private-group.${row.id}`),
          eq(schema.realtimeEvents.event, 'group.deleted'),
        ),
      );
    expect(told.map((e) => e.data)).toEqual([{ group_id: row.id, deleted_by: owner.user.id }]);
  });

  it('invites by user id (the bell accepts) and by e-mail (token joins a private group); suggests people', async () => {
    const slug = await makeGroup('private');
    const sug = await call('GET', `/groups/${slug}/members/suggest`, owner.token);
    expect(sug.body.data.data.map((p: { id: number }) => p.id)).toContain(outsider.user.id);
    const inv = await call('POST', `/groups/${slug}/members/inviteUser`, owner.token, {
      user_ids: [outsider.user.id],
    });
    expect(inv.body.data).toEqual({ invited: 1, skipped: 0 });
    const [note] = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.user_id, outsider.user.id));
    expect(note.type).toBe('group.invitation');
    // The invited person still sees only the about until they accept.
    expect((await call('GET', `/groups/${slug}`, outsider.token)).status).toBe(404);
    await ctx.db.transaction((tx) =>
      ctx.app.modules.groups.services.groups.acceptInvitationIn(
        tx,
        outsider.user.id,
        Number((note.data as { member_id: number }).member_id),
      ),
    );
    expect((await call('GET', `/groups/${slug}`, outsider.token)).body.data.viewer.status).toBe('active');

    const mail = await call('POST', `/groups/${slug}/invite`, owner.token, {
      emails: ['New.Nurse@Example.test'],
    });
    expect(mail.body.data.invited).toBe(1);
    const out = await lastMessage(ctx, 'new.nurse@example.test', 'group-invitation');
    const token = /token=([0-9a-f]+)/.exec(out!.text)![1];
    const newcomer = await person(ctx);
    expect(
      (await call('PUT', `/groups/${slug}/members/join`, newcomer.token, { token: 'nope' })).status,
    ).toBe(422);
    const joined = await call('PUT', `/groups/${slug}/members/join`, newcomer.token, { token });
    expect(joined.body.data.status).toBe('active');
    // The token is single-use.
    const other = await person(ctx);
    expect((await call('PUT', `/groups/${slug}/members/join`, other.token, { token })).status).toBe(422);
  });

  it('finds people to invite by name: individuals not in the group, never an organization owner', async () => {
    const slug = await makeGroup('private');
    const [ann, bea] = [await person(ctx), await person(ctx)];
    const owns = await makeUser(ctx, { role: 'organization', company: 'Annex Care' });
    const name = (u: { id: number }, first: string) =>
      ctx.db.update(schema.users).set({ first_name: first }).where(eq(schema.users.id, u.id));
    await Promise.all([name(ann.user, 'Annabel'), name(bea.user, 'Annabeth'), name(owns, 'Annalise')]);
    await addMember(slug, bea);
    const found = await call('GET', `/groups/${slug}/members/suggest?search=ANNA`, owner.token);
    expect(found.status).toBe(200);
    expect(found.body.data.data).toEqual([expect.objectContaining({ id: ann.user.id, reason: 'name' })]);
    // Once invited, nobody offers them again.
    await call('POST', `/groups/${slug}/members/inviteUser`, owner.token, { user_ids: [ann.user.id] });
    const again = await call('GET', `/groups/${slug}/members/suggest?search=anna`, owner.token);
    expect(again.body.data.data).toEqual([]);
    expect((await call('GET', `/groups/${slug}/members/suggest?search=anna`, member.token)).status).toBe(404);
  });
});

describe('posts', () => {
  let slug: string;
  beforeAll(async () => {
    slug = await makeGroup('private', { post_approval: 1 });
    await addMember(slug, member);
    await addMember(slug, admin, 'admin');
  });

  it("accepts 5 media checked by content and refuses a sixth with 'select only 5 items'", async () => {
    const five = [PNG, JPEG, PNG, MP4, PNG].map((data, i) => ({ name: `f${i}.bin`, data }));
    const form = mediaForm({ description: 'Our new unit' }, five);
    const ok = await postForm(ctx, `/groups/${slug}/posts/create`, owner.token, form);
    expect(ok.statusCode).toBe(200);
    const post = ok.json().data;
    expect(post.media.map((m: { kind: string }) => m.kind)).toEqual([
      'image',
      'image',
      'image',
      'video',
      'image',
    ]);
    expect(post.status).toBe('published');
    // The media open for members by their signed links, not for outsiders.
    const url = post.media[0].url as string;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const fileId = post.media[0].url.split('?')[0].split('/').pop();
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/files/${fileId}`,
          headers: bearer(outsider.token),
        })
      ).statusCode,
    ).toBe(404);

    const six = mediaForm({ description: 'Too many' }, [...five, { name: 'f5.png', data: PNG }]);
    const bad = await postForm(ctx, `/groups/${slug}/posts/create`, owner.token, six);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      status: 'error',
      message: 'select only 5 items',
      errors: { media: 'select only 5 items' },
    });
    // A PDF named .png is refused by its bytes.
    const pdf = mediaForm({ description: 'Fake' }, [{ name: 'x.png', data: makePdf(['hi']) }]);
    const refused = await postForm(ctx, `/groups/${slug}/posts/create`, owner.token, pdf);
    expect(refused.statusCode).toBe(422);
  });

  it("a member's post waits for review in a group with post approval; admins approve or reject", async () => {
    const r = await call('POST', `/groups/${slug}/posts/create`, member.token, {
      description: 'Shift swap anyone?',
    });
    expect(r.body.data.status).toBe('pending');
    const uid = r.body.data.uid;
    const feed = await call('GET', `/groups/${slug}/posts`, admin.token);
    expect(feed.body.data.data.map((p: { uid: string }) => p.uid)).not.toContain(uid);
    const review = await call('GET', `/groups/${slug}/posts/review`, owner.token);
    expect(review.body.data.data.map((p: { uid: string }) => p.uid)).toContain(uid);
    expect((await call('GET', `/groups/${slug}/posts/review`, member.token)).status).toBe(403);
    const ok = await call('PUT', `/groups/${slug}/posts/${uid}/approve`, owner.token);
    expect(ok.body.data.status).toBe('published');
    expect((await call('PUT', `/groups/${slug}/posts/${uid}/approve`, owner.token)).status).toBe(404);

    const r2 = await call('POST', `/groups/${slug}/posts/create`, member.token, { description: 'Spam' });
    const no = await call('PUT', `/groups/${slug}/posts/${r2.body.data.uid}/reject`, owner.token, {
      reason: 'Off topic',
    });
    expect(no.body.data).toMatchObject({ status: 'rejected', reject_reason: 'Off topic' });
    const decided = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.user_id, member.user.id));
    // The approved post's notice opens it in the feed; the rejected one's (not in any feed) the
    // group, with the reason as its body.
    expect(
      decided
        .filter((n) => n.type === 'group.post_decided')
        .sort((x, y) => x.id - y.id)
        .map((n) => [n.link, n.body]),
    ).toEqual([
      [`/groups/view/${slug}?post_uid=${uid}`, ''],
      [`/groups/view/${slug}`, 'Off topic'],
    ]);
  });

  it('polls: one vote per member, results hidden until voting, a changed vote moves the count', async () => {
    const r = await call('POST', `/groups/${slug}/posts/create`, owner.token, {
      kind: 'poll',
      question: 'Best shift length?',
      options: ['8h', '12h'],
    });
    expect(r.status).toBe(200);
    const uid = r.body.data.uid;
    const [o8, o12] = r.body.data.poll.options.map((o: { id: number }) => o.id);
    const before = await call('GET', `/groups/${slug}/posts/${uid}`, member.token);
    expect(before.body.data.poll).toMatchObject({ results_visible: false, vote_count: null });
    // A double click: two votes at once count once.
    await Promise.all([
      call('POST', `/groups/${slug}/posts/${uid}/answer`, member.token, { option_id: o8 }),
      call('POST', `/groups/${slug}/posts/${uid}/answer`, member.token, { option_id: o8 }),
    ]);
    const after = await call('GET', `/groups/${slug}/posts/${uid}`, member.token);
    expect(after.body.data.poll).toMatchObject({ results_visible: true, vote_count: 1, my_option_id: o8 });
    const changed = await call('POST', `/groups/${slug}/posts/${uid}/answer`, member.token, {
      option_id: o12,
    });
    expect(changed.body.data.poll.options.map((o: { vote_count: number }) => o.vote_count)).toEqual([0, 1]);
    expect(changed.body.data.poll.options[1].percent).toBe(100);
    expect(
      (await call('POST', `/groups/${slug}/posts/${uid}/answer`, member.token, { option_id: 999999 })).status,
    ).toBe(422);
    // A poll needs 2–6 options.
    const one = await call('POST', `/groups/${slug}/posts/create`, owner.token, {
      kind: 'poll',
      question: 'Q?',
      options: ['x'],
    });
    expect(one.status).toBe(422);
    // Two options alike (without case or spacing) would split one answer's votes.
    const twins = await call('POST', `/groups/${slug}/posts/create`, owner.token, {
      kind: 'poll',
      question: 'Q?',
      options: ['Nights', ' nights '],
    });
    expect(twins.status).toBe(422);
    expect(twins.body.errors.options).toBe('Each option must be different.');
    // A closed poll shows results to everyone and takes no vote.
    await ctx.db
      .update(schema.groupPosts)
      .set({ poll_closes_at: new Date(Date.now() - 1000) })
      .where(eq(schema.groupPosts.uid, uid));
    const closed = await call('GET', `/groups/${slug}/posts/${uid}`, admin.token);
    expect(closed.body.data.poll).toMatchObject({ is_closed: true, results_visible: true, vote_count: 1 });
    expect(
      (await call('POST', `/groups/${slug}/posts/${uid}/answer`, admin.token, { option_id: o8 })).status,
    ).toBe(422);
  });

  it('reactions toggle and replace; comments and replies count; totals by type; deep links open the feed', async () => {
    const r = await call('POST', `/groups/${slug}/posts/create`, owner.token, { description: 'React to me' });
    const uid = r.body.data.uid;
    const like = await call('POST', `/groups/${slug}/posts/react`, member.token, {
      post_uid: uid,
      type: 'like',
    });
    expect(like.body.data).toMatchObject({ total: 1, my_reaction: 'like' });
    const swap = await call('POST', `/groups/${slug}/posts/react`, member.token, {
      post_uid: uid,
      type: 'celebrate',
    });
    expect(swap.body.data).toMatchObject({
      total: 1,
      my_reaction: 'celebrate',
      by_type: { celebrate: 1, like: 0 },
    });
    await call('POST', `/groups/${slug}/posts/react`, admin.token, { post_uid: uid, type: 'like' });
    const off = await call('POST', `/groups/${slug}/posts/react`, member.token, {
      post_uid: uid,
      type: 'celebrate',
    });
    expect(off.body.data).toMatchObject({ total: 1, my_reaction: null });

    const c1 = await call('POST', `/groups/${slug}/posts/${uid}/comments/create`, member.token, {
      body: 'Nice',
    });
    expect(c1.status).toBe(200);
    const reply = await call('POST', `/groups/${slug}/posts/${uid}/comments/create`, admin.token, {
      body: 'Agreed',
      parent_uid: c1.body.data.uid,
    });
    expect(reply.body.data.parent_uid).toBe(c1.body.data.uid);
    const cr = await call('POST', `/groups/${slug}/posts/${uid}/comments/react`, owner.token, {
      comment_uid: c1.body.data.uid,
      type: 'insightful',
    });
    expect(cr.body.data).toMatchObject({ total: 1, my_reaction: 'insightful' });
    const ct = await call(
      'GET',
      `/groups/${slug}/posts/comments/total-reactions/${c1.body.data.uid}`,
      member.token,
    );
    expect(ct.body.data.by_type.insightful).toBe(1);
    const post = await call('GET', `/groups/${slug}/posts/${uid}`, member.token);
    expect(post.body.data).toMatchObject({ comment_count: 2, reaction_count: 1 });
    const replies = await call(
      'GET',
      `/groups/${slug}/posts/${uid}/comments?parent_uid=${c1.body.data.uid}`,
      member.token,
    );
    expect(replies.body.data.data.map((c: { uid: string }) => c.uid)).toEqual([reply.body.data.uid]);

    // Edit (author only), delete with _method DELETE (the counter drops once).
    expect(
      (
        await call('PUT', `/groups/${slug}/posts/${uid}/comments/${c1.body.data.uid}`, admin.token, {
          body: 'x',
        })
      ).status,
    ).toBe(403);
    const edited = await call(
      'PUT',
      `/groups/${slug}/posts/${uid}/comments/${c1.body.data.uid}`,
      member.token,
      {
        body: 'Nice one',
      },
    );
    expect(edited.body.data.body).toBe('Nice one');
    await Promise.all([
      call('POST', `/groups/${slug}/posts/${uid}/comments/${reply.body.data.uid}`, admin.token, {
        _method: 'DELETE',
      }),
      call('POST', `/groups/${slug}/posts/${uid}/comments/${reply.body.data.uid}`, admin.token, {
        _method: 'DELETE',
      }),
    ]);
    const after = await call('GET', `/groups/${slug}/posts/${uid}`, member.token);
    expect(after.body.data.comment_count).toBe(1);

    // The post author heard about the comment.
    const notes = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.user_id, owner.user.id));
    expect(notes.some((n) => n.type === 'group.comment')).toBe(true);

    // Deep link: the feed opens at the comment's post with the comment among those shown.
    const deep = await call(
      'GET',
      `/groups/${slug}/posts?comment_uid=${c1.body.data.uid}&take=2`,
      admin.token,
    );
    expect(deep.body.data.focus_post_uid).toBe(uid);
    expect(deep.body.data.data[0].uid).toBe(uid);
    expect(deep.body.data.data[0].comments.map((c: { uid: string }) => c.uid)).toContain(c1.body.data.uid);
    const totals = await call('POST', `/groups/${slug}/posts/total-reactions/${uid}`, member.token);
    expect(totals.body.data.total).toBe(1);
  });

  it("a comment page: oldest first by cursor; a pending post's (none yet) is its author's and the admins' only; unknown, deleted and other groups' posts are 404", async () => {
    const uid = (
      await call('POST', `/groups/${slug}/posts/create`, owner.token, { description: 'Comment on me' })
    ).body.data.uid;
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        (await call('POST', `/groups/${slug}/posts/${uid}/comments/create`, member.token, { body: `C${i}` }))
          .body.data.uid,
      );
    const comments = (u: string, who: P, q = '') =>
      call('GET', `/groups/${slug}/posts/${u}/comments${q}`, who.token);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await comments(uid, admin, `?take=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.data.map((c: { uid: string }) => c.uid));
      cursor = page.body.data.next_cursor;
    } while (cursor);
    expect(seen).toEqual(made);

    const reader = await person(ctx);
    await addMember(slug, reader);
    const pending = (
      await call('POST', `/groups/${slug}/posts/create`, member.token, { description: 'Waiting' })
    ).body.data;
    expect(pending.status).toBe('pending');
    for (const who of [member, admin, owner])
      expect((await comments(pending.uid, who)).body.data).toEqual({ data: [], next_cursor: null });
    expect((await comments(pending.uid, reader)).status).toBe(404);
    expect((await comments(uid, reader)).body.data.data).toHaveLength(5);
    // Were a post with comments taken back to review, its comments would follow it.
    await ctx.db.update(schema.groupPosts).set({ status: 'pending' }).where(eq(schema.groupPosts.uid, uid));
    expect((await comments(uid, reader)).status).toBe(404);
    expect((await comments(uid, admin)).body.data.data).toHaveLength(5);
    await ctx.db.update(schema.groupPosts).set({ status: 'published' }).where(eq(schema.groupPosts.uid, uid));

    expect((await comments(crypto.randomUUID(), member)).status).toBe(404);
    const elsewhere = await makeGroup('public');
    const theirs = (
      await call('POST', `/groups/${elsewhere}/posts/create`, owner.token, { description: 'Hi' })
    ).body.data.uid;
    expect((await comments(theirs, owner)).status).toBe(404);
    await ctx.db
      .update(schema.groupPosts)
      .set({ deleted_at: new Date() })
      .where(eq(schema.groupPosts.uid, uid));
    expect((await comments(uid, member)).status).toBe(404);
  });

  it('the feed pages by cursor without gaps or repeats, and page still works', async () => {
    const g = await makeGroup('public');
    const uids: string[] = [];
    for (let i = 0; i < 7; i++)
      uids.unshift(
        (await call('POST', `/groups/${g}/posts/create`, owner.token, { description: `Post ${i}` })).body.data
          .uid,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `?take=3&cursor=${cursor}` : '?take=3';
      const page = await call('GET', `/groups/${g}/posts${q}`, outsider.token);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.data.map((p: { uid: string }) => p.uid));
      cursor = page.body.data.next_cursor;
    } while (cursor);
    expect(seen).toEqual(uids);
    const p2 = await call('GET', `/groups/${g}/posts?take=3&page=2`, outsider.token);
    expect(p2.body.data.data.map((p: { uid: string }) => p.uid)).toEqual(uids.slice(3, 6));
    // A visitor sees a public group's recent posts; an outsider may read but not post.
    const about = await call('GET', `/public-groups/${g}`);
    expect(about.body.data.recent_posts).toHaveLength(5);
    expect(
      (await call('POST', `/groups/${g}/posts/create`, outsider.token, { description: 'hi' })).status,
    ).toBe(403);
  });

  it('shares a post to another group with a link to the original', async () => {
    const target = await makeGroup('public');
    const r = await call('POST', `/groups/${slug}/posts/create`, owner.token, {
      description: 'Worth sharing',
    });
    const shared = await call('POST', `/groups/${slug}/posts/${r.body.data.uid}/share`, owner.token, {
      group_slug: target,
      description: 'See this',
    });
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({
      kind: 'share',
      shared_post: { uid: r.body.data.uid, available: true },
    });
    // A member of the target who is not in the private source group sees the link, not the content.
    await call('PUT', `/groups/${target}/members/join`, outsider.token, {});
    const seen = await call('GET', `/groups/${target}/posts/${shared.body.data.uid}`, outsider.token);
    expect(seen.body.data.shared_post).toMatchObject({
      uid: r.body.data.uid,
      available: false,
      description: null,
    });
    const orig = await call('GET', `/groups/${slug}/posts/${r.body.data.uid}`, owner.token);
    expect(orig.body.data.share_count).toBe(1);
  });
});

describe('live events', () => {
  it('private-group.{id} is for active members; posts, comments, counts and joins are recorded on it', async () => {
    const slug = await makeGroup('private');
    const { realtime } = ctx.app.modules.realtime.services;
    const [g] = await ctx.db.select().from(schema.groups).where(eq(schema.groups.slug, slug));
    const channel = channelName.group(g.id);
    const asUser = (id: number) => ({ userId: id }) as AuthContext;
    await call('PUT', `/groups/${slug}/members/join`, requester.token, {});
    expect(await realtime.authorize(asUser(owner.user.id), channel)).toBe(true);
    expect(await realtime.authorize(asUser(requester.user.id), channel)).toBe(false);
    expect(await realtime.authorize(asUser(outsider.user.id), channel)).toBe(false);

    const requests = await call('GET', `/groups/${slug}/members/join-requests`, owner.token);
    await call(
      'PUT',
      `/groups/${slug}/members/pending-member/${requests.body.data.data[0].id}/approved`,
      owner.token,
    );
    expect(await realtime.authorize(asUser(requester.user.id), channel)).toBe(true);
    const post = await call('POST', `/groups/${slug}/posts/create`, owner.token, { description: 'Live' });
    await call('POST', `/groups/${slug}/posts/${post.body.data.uid}/comments/create`, requester.token, {
      body: 'Hi',
    });
    await call('POST', `/groups/${slug}/posts/react`, requester.token, {
      post_uid: post.body.data.uid,
      type: 'like',
    });
    const events = await ctx.db
      .select()
      .from(schema.realtimeEvents)
      .where(eq(schema.realtimeEvents.channel, channel))
      .orderBy(schema.realtimeEvents.seq);
    expect(events.map((e) => e.event)).toEqual([
      'group.member',
      'group.post',
      'group.comment',
      'group.counts',
      'group.counts',
    ]);
    expect(events.at(-1)!.data).toMatchObject({
      post_uid: post.body.data.uid,
      reaction_count: 1,
      comment_count: 1,
    });
    // The requester heard the decision in their bell.
    const notes = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.user_id, requester.user.id));
    expect(notes.map((n) => n.type)).toContain('group.join_decided');
  });
});
