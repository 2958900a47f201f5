import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { group, person, service, word } from './others.fixtures';

const { ctx, json: call } = apiSuite();
let A: MadeUser;
let tA: string;
let Org: MadeUser;

beforeAll(async () => {
  A = await person(ctx, { first: 'Alma', last: 'Searcher' });
  tA = await login(ctx, A);
  Org = await makeUser(ctx, { role: 'organization', company: 'Search Clinic', approved: true });
  await ctx.db
    .update(schema.organizations)
    .set({ is_published: true, published_at: new Date() })
    .where(eq(schema.organizations.id, Org.orgId ?? 0));
});

const slugsOf = (body: { data: { data: { slug: string }[] } }) => body.data.data.map((h) => h.slug);

describe('search-service, search-service-requests, search-gallery', () => {
  it('finds public services by their words, ranked title first, with highlight ranges', async () => {
    const w = word('cardio');
    const inTitle = await service(ctx, A, { title: `${w} rehab at home` });
    const inText = await service(ctx, Org, { title: 'Home visits', description: `Includes ${w} checks.` });
    const res = await call('GET', `/search-service?q=${w}`);
    expect(res.status).toBe(200);
    expect(slugsOf(res.body)).toEqual([inTitle.slug, inText.slug]);
    const [first, second] = res.body.data.data;
    expect(first.highlight.title.text).toBe(`${w} rehab at home`);
    expect(first.highlight.title.ranges).toEqual([[0, w.length]]);
    expect(second.highlight.snippet.text).toContain(w);
    expect(second.owner).toMatchObject({ type: 'organization', slug: Org.orgSlug, name: 'Search Clinic' });
    expect(res.body.data).toMatchObject({
      total: 2,
      total_relation: 'eq',
      total_label: '2',
      did_you_mean: null,
    });
    expect(res.body.data.facets.category[0].count).toBe(2);
  });

  it('never shows archived, drafts, other kinds, deactivated owners or unapproved organizations', async () => {
    const w = word('ortho');
    const live = await service(ctx, A, { title: `${w} live` });
    await service(ctx, A, { title: `${w} archived`, status: 'archived' });
    const request = await service(ctx, A, { title: `${w} wanted`, kind: 'request' });
    const gallery = await service(ctx, Org, { title: `${w} gallery`, kind: 'gallery' });
    await service(ctx, Org, { title: `${w} draft gallery`, kind: 'gallery', is_draft: true });
    const gone = await person(ctx);
    await service(ctx, gone, { title: `${w} of someone gone` });
    await ctx.db.update(schema.users).set({ is_active: false }).where(eq(schema.users.id, gone.id));
    const pending = await makeUser(ctx, { role: 'organization', company: 'Pending Care' });
    await service(ctx, pending, { title: `${w} unapproved` });

    expect(slugsOf((await call('GET', `/search-service?q=${w}`)).body)).toEqual([live.slug]);
    expect(slugsOf((await call('GET', `/search-service-requests?q=${w}`)).body)).toEqual([request.slug]);
    const galleries = await call('GET', `/search-gallery?q=${w}`);
    expect(slugsOf(galleries.body)).toEqual([gallery.slug]);
    expect(galleries.body.data.data[0].kind).toBe('service_gallery');
  });

  it('filters by category and remote, and pages', async () => {
    const w = word('tele');
    const cats = await ctx.db.select().from(schema.serviceCategories).limit(2);
    const remote = await service(ctx, A, { title: `${w} one`, is_remote: true, category_id: cats[1].id });
    await service(ctx, A, { title: `${w} two`, category_id: cats[0].id });
    await service(ctx, A, { title: `${w} three`, category_id: cats[0].id });
    const byRemote = await call('GET', `/search-service?q=${w}&remote=1`);
    expect(slugsOf(byRemote.body)).toEqual([remote.slug]);
    const byCat = await call(
      'GET',
      `/search-service?q=${w}&category=${cats[0].slug}&sort=newest&pageSize=1&page=2`,
    );
    expect(byCat.body.data).toMatchObject({ total: 2, current_page: 2, per_page: 1 });
    expect(byCat.body.data.data.map((h: { title: string }) => h.title)).toEqual([`${w} two`]);
  });

  it('answers 422 for bad queries', async () => {
    const long = await call('GET', `/search-service?q=${'x'.repeat(201)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors.q).toBeTruthy();
    const deep = await call('GET', '/search-gallery?page=51');
    expect(deep.status).toBe(422);
    expect((await call('GET', '/search-service-requests?pageSize=20&page=51')).status).toBe(422);
    expect((await call('GET', '/search-service?sort=pay')).status).toBe(422);
  });
});

describe('search-profile: only published people, only by what they show', () => {
  it('finds a published person by name, specialty and visible fields; never unpublished or deactivated', async () => {
    const w = word('zora');
    const shown = await person(ctx, {
      first: w,
      details: { specialty: 'Cardiology', occupation: 'ICU Nurse' },
    });
    await person(ctx, { first: w, published: false });
    const off = await person(ctx, { first: w });
    await ctx.db.update(schema.users).set({ is_active: false }).where(eq(schema.users.id, off.id));
    const res = await call('GET', `/search-profile?q=${w}`);
    expect(res.status).toBe(200);
    expect(slugsOf(res.body)).toEqual([shown.slug]);
    expect(res.body.data.data[0]).toMatchObject({ specialty: 'Cardiology', occupation: 'ICU Nurse' });
    expect(res.body.data.data[0].highlight.title.ranges).toEqual([[0, w.length]]);
    expect(res.body.data.facets.specialty).toEqual([{ value: 'Cardiology', count: 1 }]);
  });

  it('a phone number or e-mail never matches, shown or hidden', async () => {
    const p = await person(ctx, { phone: '+15558675309' });
    const tP = await login(ctx, p);
    for (const phone of [false, true]) {
      const v = await call('POST', '/individual/visibility', tP, { phone, email: phone });
      expect(v.status).toBe(200);
      for (const q of ['5558675309', '+15558675309', '15558675309', p.email])
        expect((await call('GET', `/search-profile?q=${encodeURIComponent(q)}`)).body.data.total).toBe(0);
    }
  });

  it('the street address matches only once shown; a hidden about or occupation stops matching as soon as it is hidden', async () => {
    const street = word('elmwood');
    const about = word('hospice');
    const job = word('doula');
    const last = word('Hollis');
    const p = await person(ctx, {
      last,
      details: { address: `12 ${street} Road`, about: `I love ${about} care.`, occupation: job },
    });
    const tP = await login(ctx, p);
    const found = async (q: string) => slugsOf((await call('GET', `/search-profile?q=${q}`)).body);
    // A street address is private until its owner shows it (city and state are public).
    expect(await found(street)).toEqual([]);
    expect((await call('POST', '/individual/visibility', tP, { address: true })).status).toBe(200);
    expect(await found(street)).toEqual([p.slug]);
    expect(await found(about)).toEqual([p.slug]);
    expect(await found(job)).toEqual([p.slug]);
    const hide = await call('POST', '/individual/visibility', tP, {
      address: false,
      about: false,
      occupation: false,
    });
    expect(hide.status).toBe(200);
    expect(await found(street)).toEqual([]);
    expect(await found(about)).toEqual([]);
    expect(await found(job)).toEqual([]);
    // Found by name, the hit shows no hidden field either.
    const [hit] = (await call('GET', `/search-profile?q=${last}`)).body.data.data;
    expect(hit.slug).toBe(p.slug);
    expect(hit.occupation).toBeNull();
    expect(hit.highlight.snippet.text).not.toContain(about);
    await call('POST', '/individual/visibility', tP, { address: true });
    expect(await found(street)).toEqual([p.slug]);
  });

  it('follows a renamed person and their visible skills in the same transaction', async () => {
    const p = await person(ctx);
    const newName = word('quinby');
    const skill = word('suturing');
    await ctx.db.update(schema.users).set({ last_name: newName }).where(eq(schema.users.id, p.id));
    const [s] = await ctx.db.insert(schema.skills).values({ user_id: p.id, name: skill }).returning();
    expect(slugsOf((await call('GET', `/search-profile?q=${newName}`)).body)).toEqual([p.slug]);
    expect(slugsOf((await call('GET', `/search-profile?q=${skill}`)).body)).toEqual([p.slug]);
    await ctx.db.update(schema.skills).set({ is_visible: false }).where(eq(schema.skills.id, s.id));
    expect(slugsOf((await call('GET', `/search-profile?q=${skill}`)).body)).toEqual([]);
  });
});

describe('search-organization', () => {
  it('finds live organizations only, and not by a mission they hide', async () => {
    const w = word('mercy');
    const mission = word('outreach');
    const live = await makeUser(ctx, { role: 'organization', company: `${w} Health`, approved: true });
    const liveId = live.orgId ?? 0;
    await ctx.db
      .update(schema.organizations)
      .set({ is_published: true, mission: `Our ${mission} work.` })
      .where(eq(schema.organizations.id, liveId));
    const hidden = await makeUser(ctx, { role: 'organization', company: `${w} Pending` });
    await ctx.db
      .update(schema.organizations)
      .set({ is_published: true })
      .where(eq(schema.organizations.id, hidden.orgId ?? 0));
    const res = await call('GET', `/search-organization?q=${w}`);
    expect(slugsOf(res.body)).toEqual([live.orgSlug]);
    expect(slugsOf((await call('GET', `/search-organization?q=${mission}`)).body)).toEqual([live.orgSlug]);
    await ctx.db
      .update(schema.organizations)
      .set({ visibility: { mission: false } })
      .where(eq(schema.organizations.id, liveId));
    expect(slugsOf((await call('GET', `/search-organization?q=${mission}`)).body)).toEqual([]);
    await ctx.db
      .update(schema.organizations)
      .set({ is_archived: true })
      .where(eq(schema.organizations.id, liveId));
    expect(slugsOf((await call('GET', `/search-organization?q=${w}`)).body)).toEqual([]);
  });
});

describe('search-groups', () => {
  it('shows a private group to its active members only, never to outsiders, pending people or visitors', async () => {
    const w = word('wound');
    const owner = await person(ctx);
    const tOwner = await login(ctx, owner);
    const open = await group(ctx, owner, { name: `${w} care circle` });
    const closed = await group(ctx, owner, { name: `${w} private circle`, privacy: 'private' });
    const gone = await group(ctx, owner, { name: `${w} deleted circle` });
    await ctx.db.update(schema.groups).set({ deleted_at: new Date() }).where(eq(schema.groups.id, gone.id));
    const pending = await person(ctx);
    await ctx.db
      .insert(schema.groupMembers)
      .values({ group_id: closed.id, user_id: pending.id, status: 'pending' });

    expect(slugsOf((await call('GET', `/search-groups?q=${w}`)).body)).toEqual([open.slug]);
    expect(slugsOf((await call('GET', `/search-groups?q=${w}`, tA)).body)).toEqual([open.slug]);
    expect(slugsOf((await call('GET', `/search-groups?q=${w}`, await login(ctx, pending))).body)).toEqual([
      open.slug,
    ]);
    const member = await call('GET', `/search-groups?q=${w}&sort=newest`, tOwner);
    expect(slugsOf(member.body)).toEqual([closed.slug, open.slug]);
    expect(member.body.data.data[0]).toMatchObject({ privacy: 'private', is_member: true });
    // The aggregate search follows the same rule.
    const all = await call('GET', `/search?q=${w}`);
    expect(all.body.data.groups.map((g: { slug: string }) => g.slug)).toEqual([open.slug]);
    expect(all.body.data.total_group_count).toBe(1);
  });
});

describe('search-users', () => {
  it('is for signed-in callers (401), needs text (422), and matches name starts only', async () => {
    expect((await call('GET', '/search-users?title=al')).status).toBe(401);
    expect((await call('GET', '/search-users?title=', tA)).status).toBe(422);
    const last = word('Pickerel');
    const hit = await person(ctx, { first: 'Bea', last, details: { occupation: 'Midwife' } });
    await person(ctx, { first: 'Cy', last: `X${last}` });
    await person(ctx, { first: 'Dee', last, published: false });
    const res = await call('GET', `/search-users?title=${last.slice(0, 6).toLowerCase()}`, tA);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: hit.id, slug: hit.slug, name: `Bea ${last}`, avatar: null, headline: 'Midwife' },
    ]);
    expect((await call('GET', `/search-users?title=bea ${last.slice(0, 3)}`, tA)).body.data).toHaveLength(1);
    // Not the caller, at most ten.
    expect((await call('GET', '/search-users?title=alma', tA)).body.data).toEqual([]);
    for (let i = 0; i < 12; i++) await person(ctx, { first: 'Many', last: `${last}${i}` });
    expect((await call('GET', '/search-users?title=many', tA)).body.data).toHaveLength(10);
  });
});

describe('GET search', () => {
  it('gives the top hits of every kind with their counts, and one kind paged by type', async () => {
    const w = word('neuro');
    for (let i = 0; i < 4; i++) await service(ctx, A, { title: `${w} post ${i}` });
    await service(ctx, A, { title: `${w} request`, kind: 'request' });
    const p = await person(ctx, { first: w });
    const g = await group(ctx, A, { name: `${w} group` });
    const res = await call('GET', `/search?q=${w}&individual_slug=${A.slug}`, tA);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.services).toHaveLength(3);
    expect(d).toMatchObject({
      total_service: 4,
      total_service_request_count: 1,
      total_service_count: 5,
      total_profile_count: 1,
      total_group_count: 1,
      total_organization_count: 0,
      total_jobs: 0,
      total_count: 7,
      assign_filter: { q: w, type: 'all', page: 1, individual_slug: A.slug, organization_slug: null },
    });
    expect(d.total_relations.total).toBe('eq');
    expect(d.profiles[0].slug).toBe(p.slug);
    expect(d.all.map((i: { kind: string }) => i.kind)).toEqual([
      'services',
      'services',
      'services',
      'service_requests',
      'profiles',
      'groups',
    ]);
    expect(d.all.find((i: { kind: string }) => i.kind === 'groups')).toMatchObject({
      link: `/groups/${g.slug}`,
    });
    expect(Array.isArray(d.searches)).toBe(true);

    const tab = await call('GET', `/search?q=${w}&type=services&page=2&pageSize=3`);
    expect(tab.body.data.services).toHaveLength(1);
    expect(tab.body.data.profiles).toEqual([]);
    expect(tab.body.data.all).toEqual([]);
    expect(tab.body.data.total_profile_count).toBe(1);
    expect(tab.body.data.userList).toEqual([]);
  });

  it('answers 422 for an unknown tab or a page past the first 1,000 results', async () => {
    const bad = await call('GET', '/search?type=spaceships');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.type).toBeTruthy();
    expect((await call('GET', '/search?page=51')).status).toBe(422);
  });
});

describe('did you mean', () => {
  /** Posts a service, rebuilds the services' word list, and searches services for `q`. */
  const searchAfter = async (posted: { title: string; description: string }, q: string) => {
    await service(ctx, A, posted);
    await ctx.app.modules.search.services.pg.refreshTerms('services');
    const res = await call('GET', `/search-service?q=${q}`);
    expect(res.status).toBe(200);
    const data = res.body.data as { did_you_mean: string | null; data: { title: string }[] };
    return { didYouMean: data.did_you_mean, titles: data.data.map((h) => h.title) };
  };

  it('corrects a misspelled word from the kind word list and says so', async () => {
    const title = 'Phlebotomy at home';
    const r = await searchAfter(
      { title, description: 'Blood draws by a certified phlebotomist.' },
      'phlebotmy',
    );
    expect(r.didYouMean).toBe('phlebotomy');
    expect(r.titles).toContain(title);
  });

  it('takes a word whose stem the index knows as it is (only "therapists" written, "therapist" typed)', async () => {
    const title = 'Respiratory care at home';
    const description = 'Visits by licensed respiratory therapists for ventilator patients.';
    const r = await searchAfter({ title, description }, 'therapist');
    expect(r.didYouMean).toBeNull();
    expect(r.titles).toContain(title);
  });

  it('searches every kind for the corrected words on the search page, not only the kinds that knew them', async () => {
    // Only the services' word list is rebuilt: the groups' does not hold the word, so on its own the
    // groups kind could not correct the typo and would find nothing.
    const w = word('sonography');
    const typo = `${w.slice(0, 4)}${w.slice(5)}`;
    const offer = await service(ctx, A, { title: `${w} at your door` });
    const circle = await group(ctx, A, { name: `${w} circle` });
    await ctx.app.modules.search.services.pg.refreshTerms('services');
    const d = (await call('GET', `/search?q=${typo}`)).body.data;
    expect(d.did_you_mean).toBe(w);
    expect(d.services.map((s: { slug: string }) => s.slug)).toEqual([offer.slug]);
    expect(d.groups.map((g: { slug: string }) => g.slug)).toEqual([circle.slug]);
    expect([d.total_service, d.total_group_count]).toEqual([1, 1]);
    // A kind's own tab counts the others for the same corrected words.
    const tab = (await call('GET', `/search?q=${typo}&type=services`)).body.data;
    expect([tab.did_you_mean, tab.total_group_count]).toEqual([w, 1]);
  });
});
