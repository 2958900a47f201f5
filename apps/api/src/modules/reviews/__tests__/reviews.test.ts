import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { moderationWorld, notes } from '../../moderation/__tests__/moderation.fixtures';
import { orgMember } from '../../org-team/__tests__/members';
import { applied, completedQuotation, connect } from './reviews.fixtures';

const { ctx, json: call } = apiSuite();
let A: MadeUser;
let B: MadeUser;
let C: MadeUser;
let O: MadeUser;
let admin: MadeUser;
let tA: string;
let tB: string;
let tC: string;
let tO: string;
let tAdmin: string;

beforeAll(async () => {
  ({ A, B, C, O, admin, tA, tB, tC, tO, tAdmin } = await moderationWorld(ctx, 'Review Hospital'));
});

describe('who may review whom', () => {
  it('refuses without a relationship (403) and never oneself', async () => {
    const none = await call('POST', `/individual/${B.slug}/rating-review`, tA, {
      rating: 5,
      review: 'Great to work with.',
    });
    expect(none.status).toBe(403);
    expect(none.body.message).toMatch(/after working with them/);
    const self = await call('POST', `/individual/${A.slug}/rating-review`, tA, {
      rating: 5,
      review: 'I am the best.',
    });
    expect(self.status).toBe(403);
    const bad = await call('POST', `/individual/${B.slug}/rating-review`, tA, { rating: 9, review: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['rating', 'review']));
    const unknown = await call('POST', '/individual/nobody-here/rating-review', tA, {
      rating: 5,
      review: 'Great to work with.',
    });
    expect(unknown.status).toBe(404);
  });

  it('lets an organization review a person it interviewed (once), and tells the person', async () => {
    await applied(ctx, O, A, true);
    const before = await call('GET', `/individual/${A.slug}/rating-review/listing`, tO);
    expect(before.body.data.viewer_can_review).toEqual([
      { organization_slug: O.orgSlug, name: 'Review Hospital' },
    ]);
    const r = await call('POST', `/individual/${A.slug}/rating-review`, tO, {
      rating: 4,
      review: 'Reliable and kind with patients.',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      rating: 4,
      basis: 'interview',
      author: { role: 'organization', slug: O.orgSlug },
    });
    expect(r.body.data.published_at).not.toBeNull();
    const again = await call('POST', `/individual/${A.slug}/rating-review`, tO, {
      rating: 5,
      review: 'Reliable and kind with patients.',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already reviewed/);
    expect(await notes(ctx, A.id, 'review.received')).toHaveLength(1);
    const after = await call('GET', `/individual/${A.slug}/rating-review/listing`, tO);
    expect(after.body.data.viewer_can_review).toEqual([]);
    // The person reviews the organization back on the same basis.
    const back = await call('POST', `/organization/${O.orgSlug}/rating-review`, tA, {
      rating: 2,
      review: 'The interview started an hour late.',
    });
    expect(back.status).toBe(200);
    expect(back.body.data.basis).toBe('interview');
  });

  it('lets connected people review each other; the author edits and deletes at their own path', async () => {
    await connect(ctx, B, C);
    const r = await call('POST', `/individual/${C.slug}/rating-review`, tB, {
      rating: 3,
      review: 'A helpful colleague on nights.',
    });
    expect(r.status).toBe(200);
    expect(r.body.data.basis).toBe('connection');
    const id = r.body.data.id;
    expect(
      (await call('PUT', `/individual/${C.slug}/rating-review/${id}/update`, tC, { rating: 1 })).status,
    ).toBe(404);
    const up = await call('PUT', `/individual/${B.slug}/rating-review/${id}/update`, tB, { rating: 5 });
    expect(up.status).toBe(200);
    expect(up.body.data.rating).toBe(5);
    const written = await call('GET', `/individual/${B.slug}/rating-review/listing?filter=written`, tB);
    expect(written.body.data.data.map((x: { id: number }) => x.id)).toEqual([id]);
    expect(written.body.data.data[0].is_mine).toBe(true);
    expect((await call('DELETE', `/individual/${B.slug}/rating-review/${id}/delete`, tB)).status).toBe(200);
    const gone = await call('GET', `/individual/${C.slug}/rating-review/listing`);
    expect(gone.body.data.total).toBe(0);
    // Deleted: the relationship allows a new review.
    expect(
      (
        await call('POST', `/individual/${C.slug}/rating-review`, tB, {
          rating: 4,
          review: 'A helpful colleague on nights.',
        })
      ).status,
    ).toBe(200);
  });
});

describe('listing, flags and objections', () => {
  let reviewId: number;
  beforeAll(async () => {
    const list = await call('GET', `/individual/${A.slug}/rating-review/listing`);
    reviewId = list.body.data.data[0].id;
  });

  it('shows visitors the published reviews with the average and histogram, without labels', async () => {
    const res = await call('GET', `/individual/${A.slug}/rating-review/listing?rating=4&order_by=highest`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      total: 1,
      viewer_is_owner: false,
      viewer_can_review: [],
      reviews_visible: true,
      summary: { average: 4, count: 1, histogram: { '4': 1, '5': 0 } },
      profile: { role: 'individual', slug: A.slug },
    });
    expect((await call('GET', `/individual/${A.slug}/rating-review/listing?rating=2`)).body.data.total).toBe(
      0,
    );
    // A visitor asking for the owner's tabs gets the public list.
    expect(
      (await call('GET', `/individual/${A.slug}/rating-review/listing?filter=flagged`)).body.data.total,
    ).toBe(1);
  });

  it('lets the reviewed person flag (toggle) and object once; others are refused', async () => {
    expect((await call('PUT', `/individual/${A.slug}/rating-review/${reviewId}/flag`, tB, {})).status).toBe(
      404,
    );
    const flagged = await call('PUT', `/individual/${A.slug}/rating-review/${reviewId}/flag`, tA, {
      reason: 'Check dates',
    });
    expect(flagged.body.data).toMatchObject({ is_flagged: true, flag_reason: 'Check dates' });
    const tab = await call('GET', `/individual/${A.slug}/rating-review/listing?filter=flagged`, tA);
    expect(tab.body.data).toMatchObject({ total: 1, viewer_is_owner: true });
    expect(
      (await call('PUT', `/individual/${A.slug}/rating-review/${reviewId}/flag`, tA, {})).body.data
        .is_flagged,
    ).toBe(false);
    expect(
      (await call('GET', `/individual/${A.slug}/rating-review/listing?filter=flagged`, tA)).body.data.total,
    ).toBe(0);

    expect(
      (
        await call('PUT', `/individual/${A.slug}/rating-review/${reviewId}/objection`, tA, {
          objection: 'short',
        })
      ).status,
    ).toBe(422);
    const obj = await call('PUT', `/individual/${A.slug}/rating-review/${reviewId}/objection`, tA, {
      objection: 'I never worked with this organization on that ward.',
    });
    expect(obj.status).toBe(200);
    expect(obj.body.data.objection_status).toBe('pending');
    const twice = await call('PUT', `/individual/${A.slug}/rating-review/${reviewId}/objection`, tA, {
      objection: 'I never worked with this organization on that ward.',
    });
    expect(twice.status).toBe(409);
    expect(await notes(ctx, admin.id, 'review.objection')).toHaveLength(1);
    const mine = await call('GET', `/individual/${A.slug}/rating-review/objection-list`, tA);
    expect(mine.body.data.data).toMatchObject([{ id: reviewId, objection_status: 'pending' }]);
    expect((await call('GET', `/individual/${A.slug}/rating-review/objection-list`, tB)).status).toBe(404);
  });

  it('lets only the super admin decide; approved hides the review from visitors and tells both sides', async () => {
    const queue = await call('GET', '/admin/rating-review/objections', tAdmin);
    expect(queue.body.data.data).toMatchObject([{ id: reviewId, target: { slug: A.slug } }]);
    const body = { review_id: reviewId, status: 'approved' };
    expect(
      (await call('PUT', `/individual/${A.slug}/rating-review/objection/approval`, tA, body)).status,
    ).toBe(403);
    expect(
      (await call('PUT', `/individual/${B.slug}/rating-review/objection/approval`, tAdmin, body)).status,
    ).toBe(404);
    const ok = await call('PUT', `/individual/${A.slug}/rating-review/objection/approval`, tAdmin, body);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ hidden: true, objection_status: 'approved' });
    const again = await call(
      'PUT',
      `/individual/${A.slug}/rating-review/${reviewId}/objection/approval`,
      tAdmin,
      { status: 'rejected' },
    );
    expect(again.status).toBe(409);
    const pub = await call('GET', `/individual/${A.slug}/rating-review/listing`);
    expect(pub.body.data).toMatchObject({ total: 0, summary: { count: 0 } });
    const own = await call('GET', `/individual/${A.slug}/rating-review/listing?filter=objections`, tA);
    expect(own.body.data.data).toMatchObject([{ id: reviewId, hidden: true, objection_status: 'approved' }]);
    expect(await notes(ctx, A.id, 'review.objection_decided')).toHaveLength(1);
    expect(await notes(ctx, O.id, 'review.objection_decided')).toHaveLength(1);
    expect((await call('GET', '/admin/rating-review/objections', tAdmin)).body.data.total).toBe(0);
  });

  it('shows visitors nothing when the profile hides its reviews; the owner still sees them', async () => {
    await ctx.db
      .update(schema.individualDetails)
      .set({ visibility: { reviews: false } })
      .where(eq(schema.individualDetails.user_id, C.id));
    const pub = await call('GET', `/individual/${C.slug}/rating-review/listing`);
    expect(pub.body.data).toMatchObject({ total: 0, reviews_visible: false, summary: { count: 0 } });
    expect((await call('GET', `/individual/${C.slug}/rating-review/listing`, tC)).body.data.total).toBe(1);
  });
});

describe('double-blind quotation reviews', () => {
  it('waits for the other side, then publishes both', async () => {
    const P = await makeUser(ctx);
    const tP = await login(ctx, P);
    const qid = await completedQuotation(ctx, P, O);
    const mine = await call('POST', `/organization/${O.orgSlug}/rating-review`, tP, {
      rating: 5,
      review: 'Visits were on time, every time.',
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ basis: 'quotation', published_at: null });
    expect(mine.body.message).toBe(
      'Your review is saved. It is published when the other side reviews you too, or in 7 days.',
    );
    expect(
      (await call('GET', `/organization/${O.orgSlug}/rating-review/listing?rating=5`)).body.data.total,
    ).toBe(0);
    // The organization's owner does not see it either until it has written its own.
    expect(
      (await call('GET', `/organization/${O.orgSlug}/rating-review/listing?rating=5`, tO)).body.data.total,
    ).toBe(0);
    const theirs = await call('POST', `/individual/${P.slug}/rating-review`, tO, {
      rating: 4,
      review: 'Clear about what was needed.',
      quotation_id: qid,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.published_at).not.toBeNull();
    expect(theirs.body.message).toBe('Your review is saved.');
    expect(
      (await call('GET', `/organization/${O.orgSlug}/rating-review/listing?rating=5`)).body.data.total,
    ).toBe(1);
    expect(
      (
        await call('POST', `/organization/${O.orgSlug}/rating-review`, tP, {
          rating: 5,
          review: 'Visits were on time, every time.',
        })
      ).status,
    ).toBe(409);
  });

  it('publishes a lone review after seven days (the sweep)', async () => {
    const P = await makeUser(ctx);
    const tP = await login(ctx, P);
    await completedQuotation(ctx, P, O);
    const r = await call('POST', `/organization/${O.orgSlug}/rating-review`, tP, {
      rating: 1,
      review: 'Nobody came to the second visit.',
    });
    expect(r.body.data.published_at).toBeNull();
    const svc = ctx.app.modules.reviews.services.reviews;
    expect(await svc.publishDue()).toBe(0);
    await ctx.db
      .update(schema.reviews)
      .set({ blind_until: new Date(Date.now() - 1000) })
      .where(eq(schema.reviews.id, r.body.data.id));
    expect(await svc.publishDue()).toBe(1);
    const list = await call('GET', `/organization/${O.orgSlug}/rating-review/listing?rating=1`);
    expect(list.body.data.data.map((x: { id: number }) => x.id)).toEqual([r.body.data.id]);
  });

  it('answers a double click with one review and a 409', async () => {
    const P = await makeUser(ctx);
    const tP = await login(ctx, P);
    await applied(ctx, O, P);
    const body = { rating: 3, review: 'Quick answers to my application.' };
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/organization/${O.orgSlug}/rating-review`, tP, body)),
    );
    expect(results.map((x) => x.status).sort()).toEqual([200, 409, 409]);
  });
});

describe("an organization's reviews", () => {
  it('lets members with the profile permission flag and object, refuses other members (403) and outsiders (404)', async () => {
    const { token: tNo } = await orgMember(ctx, O.orgId!, 'Messages only', ['messages']);
    const memberProfile = await orgMember(ctx, O.orgId!, 'Profile', ['profile']);
    const tProfile = memberProfile.token;
    const list = await call('GET', `/organization/${O.orgSlug}/rating-review/listing?rating=2`, tProfile);
    expect(list.body.data.viewer_is_owner).toBe(true);
    const id = list.body.data.data[0].id;
    const url = `/organization/${O.orgSlug}/rating-review/${id}/flag`;
    expect((await call('PUT', url, tNo, {})).status).toBe(403);
    expect((await call('PUT', url, tB, {})).status).toBe(404);
    expect((await call('PUT', url, tProfile, {})).body.data.is_flagged).toBe(true);
    // Members cannot review their own organization.
    await applied(ctx, O, memberProfile);
    const self = await call('POST', `/organization/${O.orgSlug}/rating-review`, tProfile, {
      rating: 5,
      review: 'The best place to work, honestly.',
    });
    expect(self.status).toBe(403);
    expect((await call('GET', `/unknown/${O.orgSlug}/rating-review/listing`)).status).toBe(422);
  });
});

describe('an organization account with several organizations', () => {
  it('reviews as the one that may, without naming it; asks (422) only when several may', async () => {
    const owner = await makeUser(ctx, { role: 'organization', company: 'First Clinic', approved: true });
    const tOwner = await login(ctx, owner);
    const [second] = await ctx.db
      .insert(schema.organizations)
      .values({
        slug: `second-clinic-${ctx.id}`,
        company_name: 'Second Clinic',
        owner_id: owner.id,
        approval_status: 'approved',
      })
      .returning();
    const P = await makeUser(ctx);
    const body = { rating: 4, review: 'On time for every shift we booked.' };
    expect((await call('POST', `/individual/${P.slug}/rating-review`, tOwner, body)).status).toBe(403);
    await applied(ctx, { ...owner, orgId: second.id, orgSlug: second.slug }, P);
    const r = await call('POST', `/individual/${P.slug}/rating-review`, tOwner, body);
    expect(r.status).toBe(200);
    expect(r.body.data.author).toMatchObject({ role: 'organization', slug: second.slug });
    const Q = await makeUser(ctx);
    await applied(ctx, owner, Q);
    await applied(ctx, { ...owner, orgId: second.id, orgSlug: second.slug }, Q);
    const ask = await call('POST', `/individual/${Q.slug}/rating-review`, tOwner, body);
    expect(ask.status).toBe(422);
    expect(ask.body.errors.organization_slug).toBeDefined();
  });
});
