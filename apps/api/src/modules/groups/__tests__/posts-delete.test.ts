import { channelName } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, notificationsOf, postForm } from '../../../../test/context';
import { PNG } from '../../../../test/fixtures';
import { mediaForm, person } from './groups-helpers';

const { ctx, json: call } = apiSuite();
type P = Awaited<ReturnType<typeof person>>;
let owner: P;
let admin: P;
let author: P;
let member: P;
let outsider: P;

beforeAll(async () => {
  [owner, admin, author, member, outsider] = await Promise.all(Array.from({ length: 5 }, () => person(ctx)));
});

/** A group of `owner` with `admin` as its admin and `author`, `member` as plain members. */
async function makeGroup(privacy: 'public' | 'private', extra: Record<string, unknown> = {}) {
  const r = await call('POST', '/groups/create', owner.token, {
    name: `Wound care ${privacy}`,
    privacy,
    ...extra,
  });
  expect(r.status).toBe(200);
  const slug = r.body.data.slug as string;
  for (const who of [admin, author, member]) {
    await call('POST', `/groups/${slug}/members/inviteUser`, owner.token, { user_id: who.user.id });
    expect((await call('PUT', `/groups/${slug}/members/join`, who.token, {})).body.data.status).toBe(
      'active',
    );
  }
  const [g] = await ctx.db.select().from(schema.groups).where(eq(schema.groups.slug, slug));
  await ctx.db
    .update(schema.groupMembers)
    .set({ role: 'admin' })
    .where(and(eq(schema.groupMembers.group_id, g.id), eq(schema.groupMembers.user_id, admin.user.id)));
  return { slug, id: g.id };
}

const postAs = async (slug: string, who: P, description = 'Dressing changes, every 48 hours?') => {
  const r = await call('POST', `/groups/${slug}/posts/create`, who.token, { description });
  expect(r.status).toBe(200);
  return r.body.data.uid as string;
};
const del = (slug: string, uid: string, who: P | null) =>
  call('DELETE', `/groups/${slug}/posts/${uid}`, who?.token ?? null);
/** The newest live event recorded on a group's channel. */
const lastEventOf = async (groupId: number) =>
  (
    await ctx.db
      .select()
      .from(schema.realtimeEvents)
      .where(eq(schema.realtimeEvents.channel, channelName.group(groupId)))
      .orderBy(schema.realtimeEvents.seq)
  ).at(-1);
const postCount = async (slug: string) =>
  (await call('GET', `/groups/${slug}`, owner.token)).body.data.post_count as number;
const feedUids = async (slug: string, who: P) =>
  (await call('GET', `/groups/${slug}/posts`, who.token)).body.data.data.map((p: { uid: string }) => p.uid);

describe('DELETE groups/{slug}/posts/{uid}', () => {
  it('its author deletes it: gone from the post, the feed, the count and its media; live to members; twice is 404', async () => {
    const g = await makeGroup('private');
    const form = mediaForm({ description: 'Our new dressing trolley' }, [{ name: 'trolley.png', data: PNG }]);
    const created = await postForm(ctx, `/groups/${g.slug}/posts/create`, author.token, form);
    const post = created.json().data;
    expect(post).toMatchObject({ status: 'published', can_delete: true });
    const seen = await call('GET', `/groups/${g.slug}/posts/${post.uid}`, member.token);
    expect(seen.body.data.can_delete).toBe(false);
    expect((await call('GET', `/groups/${g.slug}/posts/${post.uid}`, admin.token)).body.data.can_delete).toBe(
      true,
    );
    // A member's signed link (the uploader reads their own files whatever links to them).
    const mediaUrl = seen.body.data.media[0].url as string;
    expect((await ctx.app.inject({ method: 'GET', url: mediaUrl })).statusCode).toBe(200);
    const before = await postCount(g.slug);

    const r = await del(g.slug, post.uid, author);
    expect(r).toEqual({ status: 200, body: { status: 'success', message: 'Post deleted.', data: null } });
    expect((await call('GET', `/groups/${g.slug}/posts/${post.uid}`, author.token)).status).toBe(404);
    expect(await feedUids(g.slug, member)).not.toContain(post.uid);
    expect(await postCount(g.slug)).toBe(before - 1);
    // The photo no longer opens for the members (the post's read rule skips deleted posts).
    expect((await ctx.app.inject({ method: 'GET', url: mediaUrl })).statusCode).toBe(404);
    // A deep link to it (an old notification) says it is gone.
    expect((await call('GET', `/groups/${g.slug}/posts?post_uid=${post.uid}`, member.token)).status).toBe(
      404,
    );
    expect((await del(g.slug, post.uid, author)).status).toBe(404);

    expect(await lastEventOf(g.id)).toMatchObject({
      event: 'group.post',
      data: { action: 'deleted', post_uid: post.uid, post: null },
    });
    const drift = await ctx.app.modules.groups.services.posts.reconcileCounters([g.id]);
    expect(Object.values(drift).every((n) => n === 0)).toBe(true);
  });

  it("a group admin removes anyone's post; a plain member gets 403, an outsider 404 (private) or 403 (public), a visitor 401", async () => {
    const g = await makeGroup('private');
    const mine = await postAs(g.slug, author);
    expect((await del(g.slug, mine, member)).status).toBe(403);
    expect((await del(g.slug, mine, outsider)).status).toBe(404);
    expect((await del(g.slug, mine, null)).status).toBe(401);
    expect(await feedUids(g.slug, member)).toContain(mine);
    const removed = await del(g.slug, mine, admin);
    expect(removed.body).toMatchObject({ status: 'success', message: 'Post deleted.' });
    expect(await feedUids(g.slug, member)).not.toContain(mine);
    // Its author is told, the post named by its opening words; deleting one's own tells nobody.
    const told = await notificationsOf(ctx, author.user.id, 'group.post_decided');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'A group admin removed your post in Wound care private',
      body: '“Dressing changes, every 48 hours?”',
    });
    // The owner is an admin too, for the admins' posts as well.
    const admins = await postAs(g.slug, admin);
    expect((await del(g.slug, admins, owner)).status).toBe(200);

    const open = await makeGroup('public');
    const there = await postAs(open.slug, author);
    const refused = await del(open.slug, there, outsider);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 'error', code: 'forbidden' });
    expect(await feedUids(open.slug, outsider)).toContain(there);
  });

  it("another group's post, an unknown id and someone else's pending post are 404; a malformed id is 422", async () => {
    const g = await makeGroup('private', { post_approval: 1 });
    const other = await makeGroup('public');
    const elsewhere = await postAs(other.slug, author);
    expect((await del(g.slug, elsewhere, owner)).status).toBe(404);
    expect((await del(g.slug, '00000000-0000-4000-8000-000000000000', owner)).status).toBe(404);
    const bad = await del(g.slug, 'not-a-uid', owner);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('uid');
    expect(await feedUids(other.slug, author)).toContain(elsewhere);

    // A pending post is its author's and the admins' only: others are told it does not exist, its
    // author may withdraw it, and the post count (published posts) does not move.
    const pending = await postAs(g.slug, author);
    expect((await call('GET', `/groups/${g.slug}/posts/${pending}`, author.token)).body.data.status).toBe(
      'pending',
    );
    expect((await del(g.slug, pending, member)).status).toBe(404);
    const before = await postCount(g.slug);
    expect((await del(g.slug, pending, author)).status).toBe(200);
    expect(await postCount(g.slug)).toBe(before);
    const review = await call('GET', `/groups/${g.slug}/posts/review`, owner.token);
    expect(review.body.data.data.map((p: { uid: string }) => p.uid)).not.toContain(pending);
  });

  it("deleting a share lowers its original's share count; reconcile finds no drift", async () => {
    const source = await makeGroup('public');
    const target = await makeGroup('public');
    const original = await postAs(source.slug, owner);
    const share = await call('POST', `/groups/${source.slug}/posts/${original}/share`, author.token, {
      group_slug: target.slug,
      description: 'Worth a read',
    });
    expect(share.status).toBe(200);
    const shareCount = async () =>
      (await call('GET', `/groups/${source.slug}/posts/${original}`, owner.token)).body.data.share_count;
    expect(await shareCount()).toBe(1);
    expect((await del(target.slug, share.body.data.uid, author)).status).toBe(200);
    expect(await shareCount()).toBe(0);
    expect(await lastEventOf(source.id)).toMatchObject({
      event: 'group.counts',
      data: { post_uid: original, share_count: 0 },
    });
    const drift = await ctx.app.modules.groups.services.posts.reconcileCounters([source.id, target.id]);
    expect(Object.values(drift).every((n) => n === 0)).toBe(true);
  });
  it('racing deletes of one post, shares and reactions: one delete wins, counters stay exact', async () => {
    const g = await makeGroup('public');
    const uids = await Promise.all(Array.from({ length: 6 }, (_, i) => postAs(g.slug, author, `Race ${i}`)));
    const before = await postCount(g.slug);
    const results = await Promise.all(
      uids.flatMap((uid) => [
        del(g.slug, uid, author),
        del(g.slug, uid, admin),
        call('POST', `/groups/${g.slug}/posts/react`, member.token, { post_uid: uid, type: 'like' }),
        call('POST', `/groups/${g.slug}/posts/${uid}/share`, member.token, { group_slug: g.slug }),
      ]),
    );
    const deletes = results.filter((_, i) => i % 4 < 2).map((r) => r.status);
    expect(deletes.filter((s) => s === 200)).toHaveLength(uids.length);
    expect(deletes.filter((s) => s === 404)).toHaveLength(uids.length);
    const shares = results.filter((r, i) => i % 4 === 3 && r.status === 200).length;
    expect(await postCount(g.slug)).toBe(before - uids.length + shares);
    const drift = await ctx.app.modules.groups.services.posts.reconcileCounters([g.id]);
    expect(Object.values(drift).every((n) => n === 0)).toBe(true);
  });
});
