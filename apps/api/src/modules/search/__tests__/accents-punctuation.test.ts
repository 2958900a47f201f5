import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { group, person, service, word } from './others.fixtures';
import { insertJob } from './search-jobs.fixtures';

const { ctx, json: call } = apiSuite();
let A: MadeUser;
let tA: string;

/** Published and approved: an organization every search may show. */
async function liveOrg(company: string, details: Partial<typeof schema.organizations.$inferInsert> = {}) {
  const org = await makeUser(ctx, { role: 'organization', company, approved: true });
  await ctx.db
    .update(schema.organizations)
    .set({ is_published: true, published_at: new Date(), ...details })
    .where(eq(schema.organizations.id, org.orgId ?? 0));
  return org;
}

const q = (text: string) => encodeURIComponent(text);
const slugsOf = (body: { data: { data: { slug: string }[] } }) => body.data.data.map((h) => h.slug);

beforeAll(async () => {
  A = await person(ctx, { first: 'Alma', last: 'Searcher' });
  tA = await login(ctx, A);
});

describe('search ignores accents, both ways', () => {
  it('finds "Zoë O\'Brien-Ålund" of Montréal as zoe, alund or montreal, and as written', async () => {
    const last = `O'Brien-${word('Ålund')}`;
    const zoe = await person(ctx, { first: 'Zoë', last, details: { city: 'Montréal' } });
    const folded = last.replace('Å', 'A').toLowerCase().split('-')[1];
    for (const text of ['zoe', 'Zoe', 'Zoë', 'ZOË', folded, last.split('-')[1], 'montreal', 'Montréal'])
      expect(slugsOf((await call('GET', `/search-profile?q=${q(text)}`)).body), text).toContain(zoe.slug);
    // The highlight marks the name as written.
    const [hit] = (await call('GET', `/search-profile?q=${q(`zoe ${folded}`)}`)).body.data.data;
    expect(hit.slug).toBe(zoe.slug);
    expect(hit.highlight.title.text).toBe(`Zoë ${last}`);
    expect(hit.highlight.title.ranges[0]).toEqual([0, 3]);
    // The search page counts her too.
    const page = (await call('GET', `/search?q=${q(folded)}`)).body.data;
    expect(page.total_profile_count).toBe(1);
    // An unaccented name is found by its accented spelling.
    const plain = word('Zoe');
    const other = await person(ctx, { first: plain });
    const accented = `Zoë${plain.slice(3)}`;
    expect(slugsOf((await call('GET', `/search-profile?q=${q(accented)}`)).body)).toEqual([other.slug]);
  });

  it('finds accented organizations, jobs, services and groups by either spelling', async () => {
    const w = word('Crème'); // "Crème" + letters: folded "creme…"
    const folded = `creme${w.slice(5)}`;
    const org = await liveOrg(`${w} Clinique`, { city: 'Québec' });
    await insertJob(ctx, org, { title: `Infirmière ${w}`, city: 'Québec' });
    await service(ctx, A, { title: `${w} à domicile` });
    await group(ctx, A, { name: `Cercle ${w}` });
    for (const text of [folded, w, folded.toUpperCase()]) {
      const d = (await call('GET', `/search?q=${q(text)}`)).body.data;
      expect([d.total_organization_count, d.total_jobs, d.total_service, d.total_group_count], text).toEqual([
        1, 1, 1, 1,
      ]);
    }
    expect(slugsOf((await call('GET', `/search-organization?q=${q(`quebec ${folded}`)}`)).body)).toEqual([
      org.orgSlug,
    ]);
    const jobs = (await call('GET', `/search-job?q=${q(`infirmiere ${folded}`)}`)).body.data;
    expect(jobs.total).toBe(1);
    expect(jobs.data[0].highlight.title.text).toBe(`Infirmière ${w}`);
    // Unaccented documents, accented query.
    const plain = word('resume');
    const g = await group(ctx, A, { name: `${plain} workshop` });
    expect(slugsOf((await call('GET', `/search-groups?q=${q(`résumé${plain.slice(6)}`)}`)).body)).toEqual([
      g.slug,
    ]);
  });

  it('lists accented words folded for "Did you mean", and corrects a typo of one', async () => {
    await service(ctx, A, { title: 'Physiothérapie at home', description: 'Séances de physiothérapie.' });
    await ctx.app.modules.search.services.pg.refreshTerms('services');
    const terms = await ctx.deps.pool.query<{ term: string }>(
      `select term from search_terms where kind = 'services' and term like 'physioth%'`,
    );
    expect(terms.rows.map((r) => r.term)).toEqual(['physiotherapie']);
    for (const text of ['physiothérapie', 'physiotherapie']) {
      const d = (await call('GET', `/search-service?q=${q(text)}`)).body.data;
      expect(d.did_you_mean, text).toBeNull();
      expect(d.total, text).toBe(1);
    }
    for (const typo of ['physiothrapie', 'physiothérapei']) {
      const d = (await call('GET', `/search-service?q=${q(typo)}`)).body.data;
      expect(d.did_you_mean, typo).toBe('physiotherapie');
      expect(d.total, typo).toBe(1);
    }
  });

  it('the people picker folds accents on both sides', async () => {
    const last = word('Ålund');
    const p = await person(ctx, { first: 'Zoë', last });
    const folded = last.replace('Å', 'a').toLowerCase();
    for (const text of ['zoe', 'ZOË', folded.slice(0, 4), `zoë ${folded.slice(0, 3)}`])
      expect(
        (await call('GET', `/search-users?title=${q(text)}`, tA)).body.data.map((u: { id: number }) => u.id),
        text,
      ).toContain(p.id);
  });
});

describe('a query of punctuation alone', () => {
  it('finds nothing where a blank query lists everything', async () => {
    const org = await liveOrg('Punctuation Care');
    await insertJob(ctx, org, { title: 'Night nurse' });
    await service(ctx, A, { title: 'Home visits' });
    await group(ctx, A, { name: 'Carers circle' });
    await person(ctx, { first: 'Pat', last: 'Percent' });
    const blank = (await call('GET', '/search?q=')).body.data;
    expect(blank.total_count).toBeGreaterThan(4);
    for (const text of ['%', '_', '___', '""', "';--", '%_%', ' % ']) {
      const res = await call('GET', `/search?q=${q(text)}`, tA);
      expect(res.status, text).toBe(200);
      const d = res.body.data;
      expect(d.total_count, text).toBe(0);
      expect([d.all, d.jobs, d.services, d.profiles, d.organizations, d.groups, d.userList], text).toEqual([
        [],
        [],
        [],
        [],
        [],
        [],
        [],
      ]);
      for (const kind of [
        'search-job',
        'search-service',
        'search-profile',
        'search-organization',
        'search-groups',
      ])
        expect((await call('GET', `/${kind}?q=${q(text)}`)).body.data.total, `${kind} ${text}`).toBe(0);
    }
  });

  it('the people picker takes % and _ literally', async () => {
    await person(ctx, { first: 'Pia', last: 'Underscore' });
    for (const text of ['%', '_', '__', 'p%', 'p_a'])
      expect((await call('GET', `/search-users?title=${q(text)}`, tA)).body.data, text).toEqual([]);
    expect((await call('GET', '/search-users?title=pia', tA)).body.data).toHaveLength(1);
  });
});
