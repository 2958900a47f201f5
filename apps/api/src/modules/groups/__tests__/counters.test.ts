import { GROUP_REACTION_TYPES } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';
import type { AuthContext } from '../../../plugins/auth';
import { person } from './groups-helpers';

const { ctx } = apiSuite();

/** A small deterministic PRNG, so a failing run can be replayed with its seed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('counters under concurrency', () => {
  it('20,000 random reactions, un-reactions, votes, comment creates and deletes from 16 clients: reconcile finds 0 drift', async () => {
    const { groups, posts } = ctx.app.modules.groups.services;
    const people = await Promise.all(Array.from({ length: 12 }, () => person(ctx)));
    const auths = people.map((p) => ({ userId: p.user.id }) as AuthContext);
    const owner = auths[0];
    const g = (
      await groups.create(owner, {
        name: 'Counter test',
        description: '',
        privacy: 'public',
        post_approval: false,
        rules: null,
        category: null,
        location: null,
      })
    ).data;
    for (const a of auths.slice(1)) await groups.join(a, g.slug, { message: null });
    const uids: string[] = [];
    for (let i = 0; i < 6; i++)
      uids.push(
        (await posts.create(owner, g.slug, { fields: { description: `Post ${i}` }, media: [] })).data.uid,
      );
    const poll = (
      await posts.create(owner, g.slug, {
        fields: { kind: 'poll', question: 'Which?', options: ['a', 'b', 'c'] },
        media: [],
      })
    ).data;
    uids.push(poll.uid);
    const optionIds = poll.poll!.options.map((o) => o.id);
    /** Comments made so far, per post (deletes pick from these; a double delete must not count twice). */
    const comments: { post: string; uid: string }[] = [];

    const seed = Number(process.env.GROUPS_COUNTER_SEED ?? 17);
    const random = rng(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const TOTAL = 20_000;
    const CLIENTS = 16;
    let next = 0;
    const counts = { react: 0, commentReact: 0, vote: 0, comment: 0, remove: 0 };
    const op = async () => {
      const who = pick(auths);
      const roll = random();
      if (roll < 0.45) {
        counts.react++;
        await posts.react(who, g.slug, pick(uids), pick(GROUP_REACTION_TYPES));
      } else if (roll < 0.6 && comments.length) {
        counts.commentReact++;
        const c = pick(comments);
        await posts
          .reactComment(who, g.slug, c.post, c.uid, pick(GROUP_REACTION_TYPES))
          .catch((e: { statusCode?: number }) => {
            // The comment was deleted meanwhile by another client: a 404, nothing counted.
            if (e.statusCode !== 404) throw e;
          });
      } else if (roll < 0.7) {
        counts.vote++;
        await posts.answer(who, g.slug, poll.uid, pick(optionIds));
      } else if (roll < 0.88 || !comments.length) {
        counts.comment++;
        const post = pick(uids);
        const parent = random() < 0.3 ? comments.find((c) => c.post === post) : undefined;
        const made = await posts
          .createComment(who, g.slug, post, { body: 'x', parent_uid: parent?.uid })
          .catch((e: { statusCode?: number }) => {
            if (e.statusCode !== 404) throw e;
            return null;
          });
        if (made) comments.push({ post, uid: made.data.uid });
      } else {
        counts.remove++;
        const c = pick(comments);
        // The owner (an admin) may delete anyone's; two clients may delete the same one at once.
        await posts
          .updateComment(owner, g.slug, c.post, c.uid, { _method: 'DELETE' })
          .catch((e: { statusCode?: number }) => {
            if (e.statusCode !== 404) throw e;
          });
      }
    };
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < TOTAL) {
          next++;
          await op();
        }
      }),
    );
    expect(next).toBeGreaterThanOrEqual(TOTAL);
    expect(counts.react).toBeGreaterThan(5000);
    expect(counts.remove).toBeGreaterThan(500);

    const drift = await posts.reconcileCounters([g.id]);
    expect(drift).toEqual({
      post_reactions: 0,
      post_comments: 0,
      post_votes: 0,
      post_shares: 0,
      option_votes: 0,
      comment_reactions: 0,
      comment_replies: 0,
      group_members: 0,
      group_posts: 0,
    });
    // The counters say what the rows say (a direct check beside reconcile's).
    const [p0] = await ctx.db.select().from(schema.groupPosts).where(eq(schema.groupPosts.uid, uids[0]));
    const reactions = await ctx.db
      .select()
      .from(schema.groupReactions)
      .where(eq(schema.groupReactions.post_id, p0.id));
    expect(p0.reaction_count).toBe(reactions.length);

    // A counter corrupted by hand is found and set right.
    await ctx.db
      .update(schema.groupPosts)
      .set({ reaction_count: p0.reaction_count + 7 })
      .where(eq(schema.groupPosts.id, p0.id));
    await ctx.db.update(schema.groups).set({ member_count: 99 }).where(eq(schema.groups.id, g.id));
    const found = await posts.reconcileCounters([g.id]);
    expect(found).toMatchObject({ post_reactions: 1, group_members: 1, post_comments: 0 });
    const [fixed] = await ctx.db.select().from(schema.groupPosts).where(eq(schema.groupPosts.id, p0.id));
    expect(fixed.reaction_count).toBe(reactions.length);
    expect(await posts.reconcileCounters([g.id])).toMatchObject({ post_reactions: 0, group_members: 0 });
  }, 600_000);
});
