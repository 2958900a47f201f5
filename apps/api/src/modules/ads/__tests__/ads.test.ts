import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiSuite,
  login,
  type MadeUser,
  type Method,
  makeUser,
  postMultipart,
  request,
} from '../../../../test/context';
import { PNG } from '../../../../test/fixtures';
import { bufferKey } from '../../analytics/analytics.buffer';
import { addCard } from '../../billing/__tests__/helpers';
import { AD_FREQUENCY_CAP } from '../ads.serving';

const { ctx } = apiSuite();
let org: MadeUser;
let nurse: MadeUser;
let other: MadeUser;
let admin: MadeUser;
let o: string;
let n: string;
let ot: string;
let a: string;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [org, nurse, other, admin] = await Promise.all([
    makeUser(ctx, { role: 'organization', approved: true, company: 'Ad Clinic' }),
    makeUser(ctx),
    makeUser(ctx),
    makeUser(ctx, { role: 'super-admin' }),
  ]);
  [o, n, ot, a] = await Promise.all([
    login(ctx, org),
    login(ctx, nurse),
    login(ctx, other),
    login(ctx, admin),
  ]);
  await addCard(ctx, o, '4242424242424242', org.orgSlug);
});

const send = (method: Method, url: string, token?: string, payload?: object) =>
  request(ctx, method, url, token, payload, { 'user-agent': 'vitest' });
const adRow = async (slug: string) =>
  (await ctx.db.select().from(schema.advertisements).where(eq(schema.advertisements.slug, slug)))[0];
const serving = () => ctx.app.modules.ads.services.serving;
const served = async (token?: string, placement = 'home-feed') => {
  serving().invalidate();
  const res = await send('GET', `/advertisement/list?ad-placement=${placement}&limit=5`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { slug: string; label: string; click_url: string; image_url: string | null }[];
};
const events = async () => {
  // The recorder batches in the process for 50 ms: move its batch to Redis before reading.
  await ctx.app.modules.analytics.services.recorder.flush();
  return (await ctx.deps.redis.lrange(bufferKey(ctx.deps), 0, -1)).map((line) => {
    const [kind, owner, subject, viewer, amount] = line.split('|');
    return { kind, owner, subject: Number(subject), viewer, amount: Number(amount) };
  });
};

/** An organization's ad with an image, submitted for review. */
async function createOrgAd(title = 'Night shift nurses wanted') {
  const res = await postMultipart(
    ctx,
    `/organization/${org.orgSlug}/advertisement/create`,
    o,
    {
      title,
      description: 'Join Ad Clinic: flexible night shifts, sign-on bonus.',
      cta_title: 'Apply now',
      cta_url: 'https://adclinic.example/jobs',
      advertises: 'job',
      category: 'nursing',
    },
    { field: 'ad_image[]', name: 'banner.png', data: PNG, type: 'image/png' },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { slug: string; uid: string; status: string; review_status: string };
}
const promote = (slug: string, budget = 50, token = o) =>
  send('POST', `/organization/${org.orgSlug}/advertisement/advertise/promote`, token, {
    slug,
    placement: 'home-feed',
    starts_at: today(),
    ends_at: inDays(10),
    budget,
  });

describe('creating advertisements', () => {
  it('stores an ad with its image, waiting for review; a draft skips review', async () => {
    const ad = await createOrgAd();
    expect(ad).toMatchObject({ status: 'created', review_status: 'pending' });
    const show = await send('GET', `/organization/${org.orgSlug}/advertisement/${ad.slug}/show`, o);
    expect(show.statusCode, show.body).toBe(200);
    expect(show.json().data.ad_image).toHaveLength(1);
    const file = await ctx.app.inject({ method: 'GET', url: show.json().data.ad_image[0].url });
    expect(file.statusCode).toBe(200);

    const draft = await send('POST', `/individual/${nurse.slug}/advertisement/create`, n, {
      title: 'My wound care course',
      is_draft: true,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({ status: 'draft', is_draft: true, review_status: null });
    const list = await send('GET', `/individual/${nurse.slug}/advertisements?status=draft`, n);
    expect(list.json().data.data.map((x: { slug: string }) => x.slug)).toEqual([draft.json().data.slug]);
  });

  it("refuses a link that is not http(s), a file that is not an image, and other people's slugs", async () => {
    const js = await send('POST', `/individual/${nurse.slug}/advertisement/create`, n, {
      title: 'Bad link',
      cta_url: 'javascript:alert(1)',
    });
    expect(js.statusCode).toBe(422);
    expect(js.json().errors).toHaveProperty('cta_url');
    const notImage = await postMultipart(
      ctx,
      `/individual/${nurse.slug}/advertisement/create`,
      n,
      { title: 'Fake image', cta_url: 'https://example.test' },
      { field: 'ad_image[]', name: 'x.png', data: Buffer.from('%PDF-1.4 not an image'), type: 'image/png' },
    );
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.ad_image).toBe(
      'x.png is not an accepted file: upload a file of type JPG, PNG, GIF or WEBP.',
    );
    // An image past even the video's limit is still refused on the image, with the image's limit.
    const huge = await postMultipart(
      ctx,
      `/individual/${nurse.slug}/advertisement/create`,
      n,
      { title: 'Huge image', cta_url: 'https://example.test' },
      {
        field: 'ad_image[]',
        name: 'huge.png',
        data: Buffer.concat([PNG, Buffer.alloc(51 * 1024 * 1024)]),
        type: 'image/png',
      },
    );
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ ad_image: 'huge.png is larger than 8 MB.' });
    const theirs = await send('GET', `/individual/${nurse.slug}/advertisements`, ot);
    expect(theirs.statusCode).toBe(404);
    // The spec's {mode} route: an organization account has no individual ads; an outsider no organization's.
    expect((await send('GET', `/individual/${org.slug}/advertisements`, o)).statusCode).toBe(403);
    expect((await send('GET', `/organization/${org.orgSlug}/advertisements`, n)).statusCode).toBe(404);
    expect((await send('GET', `/company/${org.orgSlug}/advertisements`, o)).statusCode).toBe(422);
  });

  it("answers a list of someone else's ads as the other owner-scoped lists do, not as a missing ad", async () => {
    const person = await send('GET', `/individual/${nurse.slug}/advertisements`, ot);
    expect(person.statusCode).toBe(404);
    expect(person.json().message).toBe('Profile not found.');
    const quote = await send(
      'GET',
      `/individual/${nurse.slug}/advertisement/advertise/promote/quote?slug=x&budget=20`,
      ot,
    );
    expect(quote.json().message).toBe('Profile not found.');
    const outsider = await send('GET', `/organization/${org.orgSlug}/advertisements`, n);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe('Organization not found.');
    expect((await send('GET', `/individual/${nurse.slug}/advertisements`)).statusCode).toBe(401);
    const own = await send('GET', `/individual/${nurse.slug}/advertisements`, n);
    expect(own.statusCode).toBe(200);
  });
});

describe('serving', () => {
  it('never serves an unapproved ad, even promoted; serves it once approved, labelled Sponsored', async () => {
    const ad = await createOrgAd('Unapproved until the admin says');
    const paid = await promote(ad.slug);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.advertisement).toMatchObject({
      status: 'promoted',
      is_approved: false,
      budget: 50,
    });
    const purchase = await ctx.db
      .select()
      .from(schema.purchases)
      .where(eq(schema.purchases.reference_id, (await adRow(ad.slug)).id));
    expect(purchase.filter((p) => p.purpose === 'ad_promotion' && p.status === 'succeeded')).toHaveLength(1);

    expect((await served(n)).map((x) => x.slug)).not.toContain(ad.slug);
    const rejected = await send('PUT', `/advertisement/${ad.slug}/status`, a, {
      status: 'rejected',
      reason: 'Blurry',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // Rejected, its promotion ends and the unspent $50 goes back to the organization's wallet.
    expect(rejected.json().data).toMatchObject({ status: 'created', budget: 0, spent: 0 });
    expect((await served(n)).map((x) => x.slug)).not.toContain(ad.slug);

    const approved = await send('PUT', `/advertisement/${ad.slug}/status`, a, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    // Approved again, it is served once promoted again (paid with the tokens that came back).
    expect((await served(n)).map((x) => x.slug)).not.toContain(ad.slug);
    const again = await promote(ad.slug);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.used_tokens).toBe(500);
    const ads = await served(n);
    const mine = ads.find((x) => x.slug === ad.slug);
    expect(mine).toMatchObject({ label: 'Sponsored' });
    expect(mine?.image_url).toMatch(/^\/api\/v1\/files\/\d+$/);
    const notes = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.user_id, org.id));
    expect(notes.map((x) => x.type)).toEqual(expect.arrayContaining(['ad.approved', 'ad.rejected']));

    // Editing the approved content sends it back to review: off the placement at once.
    const edit = await send('POST', `/organization/${org.orgSlug}/advertisement/create`, o, {
      slug: ad.slug,
      title: 'Unapproved until the admin says (new words)',
      cta_url: 'https://adclinic.example/jobs',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ review_status: 'pending', status: 'promoted' });
    expect((await served(n)).map((x) => x.slug)).not.toContain(ad.slug);
    await send('PUT', `/advertisement/${ad.slug}/status`, a, { status: 'approved' });
    expect((await served(n)).map((x) => x.slug)).toContain(ad.slug);
  });

  it('stops serving once the spend reaches the budget, and outside its dates', async () => {
    const ad = await createOrgAd('Budget runs out');
    expect((await promote(ad.slug)).statusCode).toBe(200);
    await send('PUT', `/advertisement/${ad.slug}/status`, a, { status: 'approved' });
    expect((await served(ot)).map((x) => x.slug)).toContain(ad.slug);
    const row = await adRow(ad.slug);
    // What the analytics rollup writes as impressions and clicks accrue.
    await ctx.db
      .update(schema.advertisements)
      .set({ spent_cents: row.budget_cents })
      .where(eq(schema.advertisements.id, row.id));
    expect((await served(ot)).map((x) => x.slug)).not.toContain(ad.slug);
    await ctx.db
      .update(schema.advertisements)
      .set({ spent_cents: 0, ends_at: new Date(Date.now() - 1000) })
      .where(eq(schema.advertisements.id, row.id));
    expect((await served(ot)).map((x) => x.slug)).not.toContain(ad.slug);
  });

  it('caps how often one viewer sees the same ad and records impressions with exact spend', async () => {
    const ad = await createOrgAd('Capped ad');
    expect((await promote(ad.slug)).statusCode).toBe(200);
    await send('PUT', `/advertisement/${ad.slug}/status`, a, { status: 'approved' });
    const id = (await adRow(ad.slug)).id;
    const viewer = (await makeUser(ctx)) as MadeUser;
    const v = await login(ctx, viewer);
    for (let i = 0; i < AD_FREQUENCY_CAP; i++)
      expect((await served(v)).map((x) => x.slug)).toContain(ad.slug);
    expect((await served(v)).map((x) => x.slug)).not.toContain(ad.slug);
    // Another viewer still sees it.
    expect((await served(ot)).map((x) => x.slug)).toContain(ad.slug);
    const impressions = (await events()).filter((e) => e.kind === 'ad_impression' && e.subject === id);
    expect(impressions).toHaveLength(AD_FREQUENCY_CAP + 1);
    expect(impressions[0].owner).toBe(`org:${org.orgId}`);
    // Home page CPM is 500 cents: 0.5 cent per impression, so every second impression carries a cent.
    expect(impressions.reduce((s, e) => s + e.amount, 0)).toBe(Math.floor((impressions.length * 500) / 1000));
  });

  it("counts a signed click once and redirects only to the ad's own link", async () => {
    const ad = await createOrgAd('Click me');
    expect((await promote(ad.slug)).statusCode).toBe(200);
    await send('PUT', `/advertisement/${ad.slug}/status`, a, { status: 'approved' });
    const id = (await adRow(ad.slug)).id;
    const mine = (await served(n)).find((x) => x.slug === ad.slug)!;
    const clicks = async () => (await events()).filter((e) => e.kind === 'ad_click' && e.subject === id);

    const first = await ctx.app.inject({ method: 'GET', url: mine.click_url });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://adclinic.example/jobs');
    expect(await clicks()).toEqual([expect.objectContaining({ amount: 50, viewer: String(nurse.id) })]);
    const again = await ctx.app.inject({ method: 'GET', url: mine.click_url });
    expect(again.statusCode).toBe(302);
    expect(await clicks()).toHaveLength(1);

    const forged = mine.click_url.replace(/sig=[^&]+/, 'sig=0000');
    const f = await ctx.app.inject({ method: 'GET', url: `${forged}&url=https://evil.example` });
    expect(f.statusCode).toBe(302);
    expect(f.headers.location).toBe('https://adclinic.example/jobs');
    expect(await clicks()).toHaveLength(1);

    // Edited to another link, the ad is back in review: a link served before leads home, not to the
    // link nobody reviewed; so does a draft's, signed or not (no open redirect through HCTL).
    await ctx.db
      .update(schema.advertisements)
      .set({ cta_url: 'https://evil.example/phish', review_status: 'pending' })
      .where(eq(schema.advertisements.id, id));
    const edited = await ctx.app.inject({ method: 'GET', url: mine.click_url });
    expect(edited.statusCode).toBe(302);
    expect(edited.headers.location).toBe('/');
    const draft = await createOrgAd('Draft phish');
    const d = await ctx.app.inject({ method: 'GET', url: `/api/v1/advertisement/${draft.slug}/click` });
    expect(d.statusCode).toBe(302);
    expect(d.headers.location).toBe('/');
  });
});

describe('promotion payment and admin actions', () => {
  it('answers 400 payment_required when neither tokens nor a card can pay, and 422 under the minimum', async () => {
    const made = await send('POST', `/individual/${nurse.slug}/advertisement/create`, n, {
      title: 'Nurse tutoring',
      cta_url: 'https://nora.example',
    });
    const slug = made.json().data.slug;
    const promoteMine = (budget: number) =>
      send('POST', `/individual/${nurse.slug}/advertisement/advertise/promote`, n, {
        slug,
        placement: 'home-feed',
        starts_at: today(),
        ends_at: inDays(3),
        budget,
      });
    const low = await promoteMine(1);
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toHaveProperty('budget');
    const quote = await send(
      'GET',
      `/individual/${nurse.slug}/advertisement/advertise/promote/quote?slug=${slug}&budget=25`,
      n,
    );
    expect(quote.json().data).toMatchObject({ price: 25, remaining_amount: 25 });
    const res = await promoteMine(25);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('payment_required');
    expect((await adRow(slug)).status).toBe('created');
  });

  it('lists pending ads for the super admin only, and deletes by slug and uid', async () => {
    const ad = await createOrgAd('For the queue');
    const queue = await send('GET', '/admin/advertisement/list', a);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.data.map((x: { slug: string }) => x.slug)).toContain(ad.slug);
    expect((await send('GET', '/admin/advertisement/list', o)).statusCode).toBe(403);
    expect(
      (await send('PUT', `/advertisement/${ad.slug}/status`, o, { status: 'approved' })).statusCode,
    ).toBe(403);
    const noReason = await send('PUT', `/advertisement/${ad.slug}/status`, a, { status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    const wrongUid = await send('DELETE', `/admin/advertisement/${ad.slug}/delete/${crypto.randomUUID()}`, a);
    expect(wrongUid.statusCode).toBe(404);
    const del = await send('DELETE', `/admin/advertisement/${ad.slug}/delete/${ad.uid}`, a);
    expect(del.statusCode, del.body).toBe(200);
    expect((await adRow(ad.slug)).deleted_at).not.toBeNull();
    const gone = await send('GET', `/organization/${org.orgSlug}/advertisement/${ad.slug}/show`, o);
    expect(gone.statusCode).toBe(404);
  });
});
