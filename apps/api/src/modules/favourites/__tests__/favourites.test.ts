import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type SignedIn } from '../../../../test/context';
import { applied, twoPeopleAndAClinic } from '../../reviews/__tests__/reviews.fixtures';

const { ctx, json: call } = apiSuite();
let A: SignedIn;
let B: SignedIn;
let O: SignedIn;

beforeAll(async () => {
  ({ A, B, O } = await twoPeopleAndAClinic(ctx, 'Saved Clinic'));
});

describe('favourites', () => {
  it('saves a job by id, lists it as a card, and unsaves on the second call', async () => {
    const job = await applied(ctx, O, B);
    const save = await call('POST', `/individual/${A.slug}/job/${job.id}/save`, A.token);
    expect(save.status).toBe(200);
    expect(save.body.data).toEqual({ saved: true, mode: 'job', target_id: job.id });
    const list = await call('GET', `/individual/${A.slug}/favorites-listing?filter=job`, A.token);
    expect(list.body.data.data).toMatchObject([
      {
        mode: 'job',
        target: String(job.id),
        title: job.title,
        subtitle: 'Saved Clinic',
        link: `/organization/jobs/${O.orgSlug}/details/${job.slug}`,
      },
    ]);
    expect((await call('GET', '/individual/favorites-listing', A.token)).body.data.total).toBe(1);
    expect(
      (await call('GET', `/individual/${A.slug}/favorites-listing?filter=service`, A.token)).body.data.total,
    ).toBe(0);
    const unsave = await call('POST', `/individual/${A.slug}/job/${job.id}/save`, A.token);
    expect(unsave.body.data.saved).toBe(false);
    expect((await call('GET', `/individual/${A.slug}/favorites-listing`, A.token)).body.data.total).toBe(0);
  });

  it('ends a double click in a defined state (one row, saved)', async () => {
    const results = await Promise.all(
      [1, 2].map(() => call('POST', `/individual/${A.slug}/profile/${B.slug}/save`, A.token)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await ctx.db.select().from(schema.favourites).where(eq(schema.favourites.target_id, B.id));
    expect(rows.length).toBe(results.filter((r) => r.body.data.saved).length === 2 ? 1 : 0);
  });

  it('refuses unknown or hidden items (404), other people (404) and bad kinds (422)', async () => {
    const job = await applied(ctx, O, B);
    await ctx.db.update(schema.jobs).set({ status: 'draft' }).where(eq(schema.jobs.id, job.id));
    expect((await call('POST', `/individual/${A.slug}/job/${job.id}/save`, A.token)).status).toBe(404);
    expect((await call('POST', `/individual/${A.slug}/organization/no-such-org/save`, A.token)).status).toBe(
      404,
    );
    expect((await call('POST', `/individual/${B.slug}/organization/${O.orgSlug}/save`, A.token)).status).toBe(
      404,
    );
    expect((await call('POST', `/individual/${A.slug}/spaceship/x/save`, A.token)).status).toBe(422);
    expect((await call('GET', `/individual/${A.slug}/favorites-listing`, B.token)).status).toBe(404);
  });

  it("keeps an organization's favourites apart from its members' own, and skips items that are gone", async () => {
    const saved = await call('POST', `/organization/${O.orgSlug}/profile/${A.slug}/save`, O.token);
    expect(saved.body.data.saved).toBe(true);
    const list = await call('GET', `/organization/${O.orgSlug}/favorites-listing`, O.token);
    expect(list.body.data.data).toMatchObject([
      { mode: 'profile', target: A.slug, link: `/individual/${A.slug}/view-profile` },
    ]);
    expect((await call('GET', `/organization/${O.orgSlug}/favorites-listing`, A.token)).status).toBe(404);
    await ctx.db.update(schema.users).set({ is_active: false }).where(eq(schema.users.id, A.id));
    expect((await call('GET', `/organization/${O.orgSlug}/favorites-listing`, O.token)).body.data.total).toBe(
      0,
    );
    await ctx.db.update(schema.users).set({ is_active: true }).where(eq(schema.users.id, A.id));
  });
});
