import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, postForm } from '../../../../test/context';
import { multipartForm, PNG } from '../../../../test/fixtures';
import { addCard, subscribe } from '../../billing/__tests__/helpers';
import { orgMember } from '../../org-team/__tests__/members';
import { counts, serviceBody, taxonomy } from './services-helpers';

const { ctx, call } = apiSuite();
let tax: Awaited<ReturnType<typeof taxonomy>>;
let O: MadeUser;
let tO: string;
let tMemberNo: string;
let tMemberWith: string;
let card: number;
let base: string;
const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  tax = await taxonomy(ctx);
  O = await makeUser(ctx, { role: 'organization', company: 'Gallery Hospital', approved: true });
  tO = await login(ctx, O);
  base = `/organization/${O.orgSlug}/service-gallery`;
  ({ token: tMemberNo } = await orgMember(ctx, O.orgId!, 'Services only', ['services']));
  ({ token: tMemberWith } = await orgMember(ctx, O.orgId!, 'Galleries', ['galleries']));
  card = (await addCard(ctx, tO, '4242424242424242', O.orgSlug)).json().data.id;
});

const galleryBody = (extra: Record<string, unknown> = {}) =>
  serviceBody(tax.cat('rehabilitation-therapy'), {
    title: 'Our aquatic therapy pool',
    cta_text: 'Book a visit',
    cta_link: 'https://example.org/book',
    is_draft: 1,
    ...extra,
  });

describe('service galleries', () => {
  it('saves a draft (next: list, no payment); lists drafts apart; shows it to the team', async () => {
    const res = await call('POST', `${base}/create`, tMemberWith, galleryBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Gallery saved as a draft.',
      data: {
        next: 'list',
        payment: null,
        service: {
          kind: 'service_gallery',
          is_draft: true,
          cta_text: 'Book a visit',
          cta_link: 'https://example.org/book',
        },
      },
    });
    const slug = res.json().data.service.slug;
    const drafts = await call('GET', `${base}?status=draft`, tO);
    expect(drafts.json().data).toMatchObject({ total: 1, counts: { draft: 1, active: 0 } });
    expect((await call('GET', base, tO)).json().data.total).toBe(0);
    const show = await call('GET', `${base}/${slug}/show?organization_slug=${O.orgSlug}`, tO);
    expect(show.statusCode).toBe(200);
    // Not public while a draft.
    expect((await call('GET', `/feature-services?type=service_gallery`)).json().data.services).toEqual([]);
  });

  it('answers 403 to a member without the galleries permission, 404 to outsiders, 401 to visitors', async () => {
    expect((await call('POST', `${base}/create`, tMemberNo, galleryBody())).statusCode).toBe(403);
    expect((await call('GET', base, tMemberNo)).statusCode).toBe(403);
    const outsider = await makeUser(ctx, { role: 'organization', approved: true });
    expect((await call('GET', base, await login(ctx, outsider))).statusCode).toBe(404);
    expect((await call('GET', base)).statusCode).toBe(401);
  });

  it('refuses a bad link or window with 422 and stores nothing', async () => {
    const before = await counts(ctx);
    const link = await postForm(
      ctx,
      `${base}/create`,
      tO,
      multipartForm(
        [
          ['title', 'Bad link gallery'],
          ['description', 'A gallery whose call-to-action link is not a web address.'],
          ['category', String(tax.cat('rehabilitation-therapy'))],
          ['tags[]', 'rehab'],
          ['is_remote', '1'],
          ['get_quote', '1'],
          ['cta_link', 'javascript:alert(1)'],
          ['is_draft', '1'],
        ],
        [{ field: 'media[]', name: 'pool.png', data: PNG, type: 'image/png' }],
      ),
    );
    expect(link.statusCode).toBe(422);
    expect(link.json().errors).toHaveProperty('cta_link');
    const past = await call(
      'POST',
      `${base}/create`,
      tO,
      galleryBody({ is_draft: 0, start_date: plusDays(-2), end_date: today(), budget: 10 }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toHaveProperty('start_date');
    const noBudget = await call(
      'POST',
      `${base}/create`,
      tO,
      galleryBody({ is_draft: 0, start_date: today(), end_date: today() }),
    );
    expect(noBudget.json().errors).toHaveProperty('budget');
    expect(await counts(ctx)).toEqual(before);
  });

  it('without promotion access a published create stays a draft and names it in the error', async () => {
    const res = await call(
      'POST',
      `${base}/create`,
      tO,
      galleryBody({
        is_draft: 0,
        start_date: today(),
        end_date: plusDays(5),
        budget: 10,
        billing_method_id: card,
      }),
    );
    expect(res.statusCode).toBe(403);
    const slug = res.json().errors.service_slug as string;
    expect(slug).toBeTruthy();
    const row = await ctx.db.query.services.findFirst({ where: (s, { eq }) => eq(s.slug, slug) });
    expect(row).toMatchObject({ kind: 'gallery', is_draft: true, is_promoted: false });
  });

  it('creates a published gallery by paying its window at once (next: success)', async () => {
    await subscribe(ctx, O.orgId!, 'organization-premium');
    const res = await call(
      'POST',
      `${base}/create`,
      tO,
      galleryBody({
        title: 'Rehab gym tour',
        is_draft: 0,
        start_date: today(),
        end_date: plusDays(5),
        budget: 12.5,
        billing_method_id: card,
        use_tokens: 0,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      next: 'success',
      payment: { charged_amount: 12.5, used_tokens: 0 },
      service: {
        is_draft: false,
        is_promoted: true,
        start_date: today(),
        end_date: plusDays(5),
        budget: 12.5,
      },
    });
    const slug = res.json().data.service.slug;
    // The paid window cannot move on update; other fields can.
    const moved = await call('POST', `${base}/${slug}/update`, tO, {
      title: 'Rehab gym tour',
      tags: ['rehab'],
      health_care_sector: 'Rehabilitation',
      eligibility: 'Adults',
      end_date: plusDays(9),
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toHaveProperty('end_date');
    const updated = await call('POST', `${base}/${slug}/update`, tO, {
      title: 'Rehab gym, guided tour',
      tags: ['rehab', 'gym'],
      health_care_sector: 'Rehabilitation',
      eligibility: 'Adults',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Rehab gym, guided tour',
      tags: ['rehab', 'gym'],
      eligibility: 'Adults',
    });
    // PUT archive toggles; DELETE removes it.
    const archived = await call('PUT', `${base}/archive?slug=${slug}`, tMemberWith);
    expect(archived.json().data.status).toBe('archived');
    expect((await call('PUT', `${base}/archive?slug=${slug}`, tMemberNo)).statusCode).toBe(403);
    const del = await call('DELETE', `${base}/delete`, tO, { slug });
    expect(del.statusCode, del.body).toBe(200);
    expect((await call('GET', `${base}/${slug}/show`, tO)).statusCode).toBe(404);
  });

  it('removes a photo of a gallery; a post’s media is not a gallery’s', async () => {
    const g = await postForm(
      ctx,
      `${base}/create`,
      tO,
      multipartForm(
        [
          ['title', 'Photo gallery'],
          ['description', 'A gallery with one photo of the new waiting room.'],
          ['category', String(tax.cat('rehabilitation-therapy'))],
          ['tags[]', 'rehab'],
          ['is_remote', '1'],
          ['get_quote', '1'],
          ['is_draft', '1'],
        ],
        [{ field: 'media', name: 'room.png', data: PNG, type: 'image/png' }],
      ),
    );
    expect(g.statusCode, g.body).toBe(200);
    const mediaId = g.json().data.service.media[0].id;
    expect(
      (await call('DELETE', `/organization/${O.orgSlug}/service-post/media/${mediaId}/delete`, tO))
        .statusCode,
    ).toBe(404);
    const del = await call('DELETE', `${base}/media/${mediaId}/delete`, tO);
    expect(del.statusCode, del.body).toBe(200);
    const shown = await call('GET', `${base}/${g.json().data.service.slug}/show`, tO);
    expect(shown.json().data.media).toEqual([]);
  });
});
