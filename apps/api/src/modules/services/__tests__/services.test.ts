import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, postForm } from '../../../../test/context';
import { MP4, makePdf, multipartForm, PNG } from '../../../../test/fixtures';
import { subscribe } from '../../billing/__tests__/helpers';
import { orgMember } from '../../org-team/__tests__/members';
import { subscribeIndividual } from './promotions.fixtures';
import { counts, serviceBody, taxonomy } from './services-helpers';

const { ctx, call } = apiSuite();
let tax: Awaited<ReturnType<typeof taxonomy>>;
let A: MadeUser;
let B: MadeUser;
let O: MadeUser;
let other: MadeUser;
let tA: string;
let tB: string;
let tO: string;
let tOther: string;
let tMemberNo: string;
let tMemberWith: string;

beforeAll(async () => {
  tax = await taxonomy(ctx);
  A = await makeUser(ctx);
  B = await makeUser(ctx);
  O = await makeUser(ctx, { role: 'organization', company: 'Svc Hospital', approved: true });
  other = await makeUser(ctx, { role: 'organization', company: 'Other Clinic', approved: true });
  [tA, tB, tO, tOther] = await Promise.all([login(ctx, A), login(ctx, B), login(ctx, O), login(ctx, other)]);
  ({ token: tMemberNo } = await orgMember(ctx, O.orgId!, 'Messages only', ['messages']));
  ({ token: tMemberWith } = await orgMember(ctx, O.orgId!, 'Services', ['services']));
});

const billing = () => tax.cat('medical-billing-and-coding');

describe('service posts of an individual', () => {
  it('creates from JSON, shows it to the owner, lists it; next is the service page without advertise', async () => {
    const res = await call('POST', `/individual/${A.slug}/service-post/create`, tA, serviceBody(billing()));
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Service created successfully.');
    expect(data.next).toBe('service');
    expect(data.hasPromotionAccess).toBe(false);
    expect(data.service).toMatchObject({
      kind: 'service_post',
      title: 'Medical billing for small practices',
      category: billing(),
      category_name: 'Medical Billing and Coding',
      tags: ['billing', 'coding'],
      fixed_price: 150,
      status: 'active',
      is_owner: true,
      owner: { role: 'individual', slug: A.slug, id: A.id },
      license_required: false,
      provider_license: null,
      media: [],
      document: [],
    });
    expect(data.service.slug).toMatch(/^medical-billing-for-small-practices-[0-9a-f]{6}$/);
    const show = await call('GET', `/individual/${A.slug}/service-post/${data.service.slug}/show`, tA);
    expect(show.statusCode).toBe(200);
    expect(show.json().data.slug).toBe(data.service.slug);
    const list = await call('GET', `/individual/${A.slug}/service-post`, tA);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, current_page: 1, counts: { active: 1, archived: 0 } });
    expect(list.json().data.data[0].slug).toBe(data.service.slug);
    // A request is another kind: not in the posts list.
    const requests = await call('GET', `/individual/${A.slug}/service-request`, tA);
    expect(requests.json().data.total).toBe(0);
  });

  it('creates from multipart: repeated tags[], media[] and document[] checked by content, named in order', async () => {
    const f = multipartForm(
      [
        ['title', 'Wound care coaching'],
        ['description', 'Video visits that teach families how to dress and watch wounds at home.'],
        ['category', String(billing())],
        ['tags[]', 'wound care'],
        ['tags[]', 'coaching'],
        ['is_remote', '1'],
        ['get_quote', '1'],
        ['media_name[]', 'Our kit'],
        ['document_name[]', 'Brochure'],
      ],
      [
        { field: 'media[]', name: 'kit.png', data: PNG, type: 'image/png' },
        { field: 'media[]', name: 'tour.mp4', data: MP4, type: 'video/mp4' },
        { field: 'document[]', name: 'brochure.pdf', data: makePdf(['Brochure']), type: 'application/pdf' },
      ],
    );
    const res = await postForm(ctx, `/individual/${A.slug}/service-post/create`, tA, f);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data.service;
    expect(s.tags).toEqual(['wound care', 'coaching']);
    expect(s.is_remote).toBe(true);
    expect(s.media.map((m: { kind: string; name: string }) => [m.kind, m.name])).toEqual([
      ['image', 'Our kit'],
      ['video', 'tour.mp4'],
    ]);
    expect(s.document).toEqual([
      expect.objectContaining({ kind: 'document', name: 'Brochure', mime: 'application/pdf' }),
    ]);
    expect(s.cover).toMatchObject({ kind: 'image', name: 'Our kit' });
    // Public files: anyone may fetch them.
    const file = await ctx.app.inject({ method: 'GET', url: s.media[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an invalid form with 422 by field and stores nothing (no row, no file)', async () => {
    const before = await counts(ctx);
    const noTags = await call('POST', `/individual/${A.slug}/service-post/create`, tA, {
      ...serviceBody(billing()),
      tags: [],
      min_range: 10,
    });
    expect(noTags.statusCode).toBe(422);
    expect(noTags.json().errors).toHaveProperty('tags');
    const f = multipartForm(
      [
        ['title', 'Range only half'],
        ['description', 'A service whose price range is missing its upper end entirely.'],
        ['category', String(billing())],
        ['tags[]', 'x'],
        ['location', 'Austin'],
        ['min_range', '10'],
      ],
      [{ field: 'media[]', name: 'a.png', data: PNG, type: 'image/png' }],
    );
    const half = await postForm(ctx, `/individual/${A.slug}/service-post/create`, tA, f);
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toHaveProperty('max_range');
    const badSub = await call('POST', `/individual/${A.slug}/service-post/create`, tA, {
      ...serviceBody(billing()),
      sub_category: tax.sub('telehealth', 'telepsychiatry'),
    });
    expect(badSub.statusCode).toBe(422);
    expect(badSub.json().errors).toHaveProperty('sub_category');
    const noCat = await call('POST', `/individual/${A.slug}/service-post/create`, tA, serviceBody(999_999));
    expect(noCat.statusCode).toBe(422);
    expect(noCat.json().errors).toHaveProperty('category');
    expect(await counts(ctx)).toEqual(before);
  });

  it('refuses an upload by its content: a .png that is really text', async () => {
    const before = await counts(ctx);
    const fake = multipartForm(
      [
        ['title', 'Fake photo'],
        ['description', 'This form carries a text file that claims to be a PNG image.'],
        ['category', String(billing())],
        ['tags[]', 'x'],
        ['is_remote', '1'],
        ['get_quote', '1'],
      ],
      [
        { field: 'media[]', name: 'real.png', data: PNG, type: 'image/png' },
        {
          field: 'media[]',
          name: 'photo.png',
          data: Buffer.from('just some text, not an image'),
          type: 'image/png',
        },
      ],
    );
    const res = await postForm(ctx, `/individual/${A.slug}/service-post/create`, tA, fake);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.media).toBe(
      'photo.png is not an accepted file: upload a file of type JPG, PNG, GIF, MP4, MPEG, MOV, AVI, OGG or WEBM.',
    );
    const pdfAsMedia = multipartForm(
      [['title', 'x']],
      [{ field: 'document[]', name: 'x.pdf', data: PNG, type: 'application/pdf' }],
    );
    const doc = await postForm(ctx, `/individual/${A.slug}/service-post/create`, tA, pdfAsMedia);
    expect(doc.statusCode).toBe(422);
    expect(doc.json().errors).toHaveProperty('document');
    expect(await counts(ctx)).toEqual(before);
  });

  it('answers 401 to visitors, 404 for another individual’s slug, 403 to organization accounts', async () => {
    const body = serviceBody(billing());
    expect(
      (await call('POST', `/individual/${A.slug}/service-post/create`, undefined, body)).statusCode,
    ).toBe(401);
    expect((await call('GET', `/individual/${A.slug}/service-post`)).statusCode).toBe(401);
    expect((await call('POST', `/individual/${A.slug}/service-post/create`, tB, body)).statusCode).toBe(404);
    expect((await call('GET', `/individual/${A.slug}/service-post`, tB)).statusCode).toBe(404);
    expect((await call('GET', `/individual/${A.slug}/service-post`, tO)).statusCode).toBe(403);
  });

  it('updates only the fields sent, checks the merged rules, appends media; someone else’s service is 404', async () => {
    const created = (
      await call(
        'POST',
        `/individual/${A.slug}/service-post/create`,
        tA,
        serviceBody(billing(), { title: 'Coding audits' }),
      )
    ).json().data.service;
    const url = `/individual/${A.slug}/service-post/${created.slug}/update`;
    const res = await postForm(
      ctx,
      url,
      tA,
      multipartForm(
        [
          ['title', 'Coding audits, quarterly'],
          ['is_remote', '0'],
        ],
        [{ field: 'media', name: 'chart.png', data: PNG, type: 'image/png' }],
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Coding audits, quarterly',
      description: created.description,
      fixed_price: 150,
      tags: ['billing', 'coding'],
    });
    expect(res.json().data.media).toHaveLength(1);
    // Merged rules: clearing the price with no range or quote is refused, and nothing changes.
    const bad = await call('POST', url, tA, { fixed_price: '', is_remote: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('fixed_price');
    const row = await ctx.db.query.services.findFirst({ where: (s, { eq: e }) => e(s.id, created.id) });
    expect(row?.fixed_price_cents).toBe(15000);
    // B cannot see or touch A's service, even under B's own slug.
    const theirs = `/individual/${B.slug}/service-post/${created.slug}`;
    expect((await call('GET', `${theirs}/show`, tB)).statusCode).toBe(404);
    expect((await call('POST', `${theirs}/update`, tB, { title: 'Mine now', is_remote: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/individual/${B.slug}/service-post/archive?slug=${created.slug}`, tB)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/individual/${B.slug}/service-post/delete?slug=${created.slug}`, tB)).statusCode,
    ).toBe(404);
  });

  it('archives (and restores on a second archive), deletes with its media rows and files', async () => {
    const f = multipartForm(
      [
        ['title', 'Payer credentialing'],
        ['description', 'We enroll your clinicians with every payer your patients use.'],
        ['category', String(billing())],
        ['tags[]', 'credentialing'],
        ['is_remote', '1'],
        ['get_quote', '1'],
      ],
      [
        { field: 'media[]', name: 'a.png', data: PNG, type: 'image/png' },
        { field: 'document', name: 'a.pdf', data: makePdf(['A']), type: 'application/pdf' },
      ],
    );
    const s = (await postForm(ctx, `/individual/${A.slug}/service-post/create`, tA, f)).json().data.service;
    const archived = await call('POST', `/individual/${A.slug}/service-post/archive?slug=${s.slug}`, tA);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.status).toBe('archived');
    const list = await call('GET', `/individual/${A.slug}/service-post?status=archived`, tA);
    expect(list.json().data.data.map((x: { slug: string }) => x.slug)).toContain(s.slug);
    // The body may name it too.
    const restored = await call('POST', `/individual/${A.slug}/service-post/archive`, tA, { slug: s.slug });
    expect(restored.json()).toMatchObject({ message: 'Service restored.', data: { status: 'active' } });
    // Media delete: only this kind of item (a document id on the media route is not found).
    const docId = s.document[0].id;
    expect(
      (await call('DELETE', `/individual/${A.slug}/service-post/media/${docId}/delete`, tA)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/individual/${B.slug}/service-post/document/${docId}/delete`, tB)).statusCode,
    ).toBe(404);
    const delDoc = await call('DELETE', `/individual/${A.slug}/service-post/document/${docId}/delete`, tA);
    expect(delDoc.statusCode, delDoc.body).toBe(200);
    const shown = await call('GET', `/individual/${A.slug}/service-post/${s.slug}/show`, tA);
    expect(shown.json().data.document).toEqual([]);
    expect(
      await ctx.db.query.files.findFirst({ where: (x, { eq: e }) => e(x.original_name, 'a.pdf') }),
    ).toBeUndefined();
    const fileId = Number(s.media[0].url.split('/').pop());
    const missing = await call('DELETE', `/individual/${A.slug}/service-post/delete`, tA);
    expect(missing.statusCode).toBe(422);
    const del = await call('DELETE', `/individual/${A.slug}/service-post/delete?slug=${s.slug}`, tA);
    expect(del.statusCode, del.body).toBe(200);
    expect(await ctx.db.query.services.findFirst({ where: (x, { eq: e }) => e(x.id, s.id) })).toBeUndefined();
    expect(
      await ctx.db.query.serviceMedia.findFirst({ where: (x, { eq: e }) => e(x.service_id, s.id) }),
    ).toBeUndefined();
    expect(await ctx.db.query.files.findFirst({ where: (x, { eq: e }) => e(x.id, fileId) })).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: s.media[0].url })).statusCode).toBe(404);
  });
});

describe('service requests and organizations', () => {
  it('an organization member with the services permission creates a request; without it 403; outsiders 404', async () => {
    const body = serviceBody(tax.cat('lab-and-diagnostics'), {
      title: 'Mobile phlebotomy wanted',
      get_quote: 1,
    });
    const base = `/organization/${O.orgSlug}/service-request`;
    const res = await call('POST', `${base}/create`, tMemberWith, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Service request created successfully.');
    const s = res.json().data.service;
    expect(s).toMatchObject({
      kind: 'service_request',
      owner: { role: 'organization', slug: O.orgSlug, id: O.orgId },
    });
    expect((await call('POST', `${base}/create`, tMemberNo, body)).statusCode).toBe(403);
    expect((await call('GET', base, tMemberNo)).statusCode).toBe(403);
    expect((await call('POST', `${base}/create`, tOther, body)).statusCode).toBe(404);
    expect((await call('POST', `${base}/create`, tA, body)).statusCode).toBe(404);
    expect((await call('POST', `${base}/create`, undefined, body)).statusCode).toBe(401);
    // Another organization naming this request under its own slug: not found.
    const theirs = `/organization/${other.orgSlug}/service-request/${s.slug}/show`;
    expect((await call('GET', theirs, tOther)).statusCode).toBe(404);
    // The post list of the same organization does not hold the request.
    const posts = await call('GET', `/organization/${O.orgSlug}/service-post`, tO);
    expect(posts.json().data.total).toBe(0);
    const reqs = await call('GET', `${base}?search=phlebotomy`, tO);
    expect(reqs.json().data.data.map((x: { slug: string }) => x.slug)).toEqual([s.slug]);
    expect((await call('GET', `${base}?search=nothing-like-it`, tO)).json().data.total).toBe(0);
  });

  it('sends the creator to promote only when advertise was chosen and the plan has promotion access', async () => {
    const body = serviceBody(billing(), { advertise: 1 });
    const basic = await call('POST', `/organization/${O.orgSlug}/service-post/create`, tO, body);
    expect(basic.json().data).toMatchObject({ next: 'service', hasPromotionAccess: false });
    await subscribe(ctx, O.orgId!, 'organization-premium');
    const premium = await call('POST', `/organization/${O.orgSlug}/service-post/create`, tO, body);
    expect(premium.json().data).toMatchObject({ next: 'promote', hasPromotionAccess: true });
    const noAdvertise = await call(
      'POST',
      `/organization/${O.orgSlug}/service-post/create`,
      tO,
      serviceBody(billing()),
    );
    expect(noAdvertise.json().data.next).toBe('service');
    const pro = await makeUser(ctx);
    await subscribeIndividual(ctx, pro.id);
    const ind = await call(
      'POST',
      `/individual/${pro.slug}/service-post/create`,
      await login(ctx, pro),
      body,
    );
    expect(ind.json().data).toMatchObject({ next: 'promote', hasPromotionAccess: true });
  });

  it('lists with counts by status and pages with a total', async () => {
    const owner = await makeUser(ctx);
    const t = await login(ctx, owner);
    for (let i = 0; i < 3; i++)
      await call(
        'POST',
        `/individual/${owner.slug}/service-post/create`,
        t,
        serviceBody(billing(), { title: `Svc ${i}` }),
      );
    const first = (await call('GET', `/individual/${owner.slug}/service-post`, t)).json().data.data[0].slug;
    await call('POST', `/individual/${owner.slug}/service-post/archive?slug=${first}`, t);
    const page = await call('GET', `/individual/${owner.slug}/service-post?perPage=1&page=2&status=all`, t);
    expect(page.json().data).toMatchObject({
      total: 3,
      last_page: 3,
      per_page: 1,
      current_page: 2,
      counts: { active: 2, archived: 1, draft: 0 },
    });
    expect(page.json().data.data).toHaveLength(1);
    const past = await call('GET', `/individual/${owner.slug}/service-post?page=9`, t);
    expect(past.json().data).toMatchObject({ total: 2, data: [] });
  });
});

describe('stored rows', () => {
  it('keeps money in cents and the owner on one side only', async () => {
    const res = await call('POST', `/individual/${A.slug}/service-post/create`, tA, {
      ...serviceBody(billing()),
      fixed_price: '',
      min_range: '12.5',
      max_range: '99.99',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await ctx.db.query.services.findFirst({
      where: (s, { eq: e }) => e(s.slug, res.json().data.service.slug),
    });
    expect(row).toMatchObject({
      min_range_cents: 1250,
      max_range_cents: 9999,
      fixed_price_cents: null,
      user_id: A.id,
      organization_id: null,
    });
    expect(res.json().data.service).toMatchObject({ min_range: 12.5, max_range: 99.99 });
    await ctx.db.delete(schema.services).where(eq(schema.services.id, row!.id));
  });
});
