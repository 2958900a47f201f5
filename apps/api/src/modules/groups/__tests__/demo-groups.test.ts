import { schema } from '@hctl/db';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite, jsonApi, login } from '../../../../test/context';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';

const { ctx } = apiSuite();

describe('demo groups', () => {
  it('gives Nora a public group with a feed and Theo a private one with a post to review, once, with exact counters', async () => {
    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    const groups = await ctx.db.select().from(schema.groups);
    expect(groups.map((g) => g.slug).sort()).toEqual(['icu-nurses-of-texas', 'respiratory-therapy-circle']);
    const drift = await ctx.app.modules.groups.services.posts.reconcileCounters(groups.map((g) => g.id));
    expect(Object.values(drift).every((n) => n === 0)).toBe(true);

    const call = jsonApi(ctx);
    const nora = await login(ctx, { email: 'nurse@hctl.test', password: DEMO_PASSWORD });
    const theo = await login(ctx, { email: 'therapist@hctl.test', password: DEMO_PASSWORD });
    const feed = await call('GET', '/groups/icu-nurses-of-texas/posts', nora);
    expect(feed.body.data.data).toHaveLength(3);
    const poll = feed.body.data.data.find((p: { kind: string }) => p.kind === 'poll');
    expect(poll.poll).toMatchObject({ results_visible: true, vote_count: 1 });
    const review = await call('GET', '/groups/respiratory-therapy-circle/posts/review', theo);
    expect(review.body.data.data).toHaveLength(1);
    const visitor = await call('GET', '/public-groups/respiratory-therapy-circle');
    expect(visitor.body.data).toMatchObject({
      recent_posts: null,
      group: { privacy: 'private', member_count: 2 },
    });
    const members = await ctx.db
      .select()
      .from(schema.groupMembers)
      .where(
        inArray(
          schema.groupMembers.group_id,
          groups.map((g) => g.id),
        ),
      );
    expect(members).toHaveLength(4);
  });
});
