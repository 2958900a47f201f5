import { schema } from '@hctl/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiSuite, bearer, login, type MadeUser, makeUser } from '../../../../test/context';
import { insertJob, misspell, rng, TYPO_WORDS } from './search-jobs.fixtures';

const { ctx } = apiSuite();
let org: MadeUser;
let nurse: MadeUser;
let tNurse: string;
let tOrg: string;

type Hit = {
  id: number;
  title: string;
  city: string | null;
  pay_max: number | null;
  published_at: string;
  promoted: boolean;
  licensed_for: boolean;
  reasons: string[];
  highlight: { title: { text: string; ranges: [number, number][] }; snippet: { text: string } };
};
type Result = {
  data: Hit[];
  total: number;
  total_relation: 'eq' | 'gte';
  total_label: string;
  next_cursor: string | null;
  facets: Record<string, { value: string; count: number }[]>;
  facets_sampled: boolean;
  did_you_mean: string | null;
};

async function search(query: string, token?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/search-job?${query}`,
    headers: token ? bearer(token) : {},
  });
  return { status: res.statusCode, body: res.json() as { data: Result; errors: Record<string, string> } };
}
const ok = async (query: string, token?: string) => {
  const r = await search(query, token);
  expect(r.status).toBe(200);
  return r.body.data;
};
const refreshWords = () => ctx.app.modules.search.services.pg.refreshTerms('jobs');

beforeAll(async () => {
  org = await makeUser(ctx, { role: 'organization', company: 'Lakeside Health', approved: true });
  nurse = await makeUser(ctx);
  [tNurse, tOrg] = await Promise.all([login(ctx, nurse), login(ctx, org)]);
});

describe('GET search-job: visibility', () => {
  it('finds open jobs of approved, active organizations only: never drafts, archived or closed jobs, nor unapproved, deactivated or archived organizations', async () => {
    const pending = await makeUser(ctx, { role: 'organization', company: 'Pending Care' });
    const off = await makeUser(ctx, { role: 'organization', company: 'Off Care', approved: true });
    const gone = await makeUser(ctx, { role: 'organization', company: 'Gone Care', approved: true });
    await ctx.db
      .update(schema.organizations)
      .set({ status: 'deactive' })
      .where(eq(schema.organizations.id, off.orgId!));
    await ctx.db
      .update(schema.organizations)
      .set({ is_archived: true })
      .where(eq(schema.organizations.id, gone.orgId!));
    const open = await insertJob(ctx, org, { title: 'Zephyrine Nurse' });
    await insertJob(ctx, org, { title: 'Zephyrine Draft', status: 'draft', published_at: null });
    await insertJob(ctx, org, { title: 'Zephyrine Archived', status: 'archived' });
    await insertJob(ctx, org, { title: 'Zephyrine Closed', status: 'closed' });
    for (const o of [pending, off, gone]) await insertJob(ctx, o, { title: 'Zephyrine Elsewhere' });

    const r = await ok('q=zephyrine');
    expect(r.data.map((h) => h.id)).toEqual([open.id]);
    expect(r.total).toBe(1);
    expect(r.total_relation).toBe('eq');
    // Signed in changes nothing about what may be seen.
    expect((await ok('q=zephyrine', tOrg)).data.map((h) => h.id)).toEqual([open.id]);
  });

  it('keeps the index current in the writing transaction: an edit is found at once, an archived job is gone at once', async () => {
    const j = await insertJob(ctx, org, { title: 'Quillon Therapist' });
    expect((await ok('q=quillon')).total).toBe(1);
    await ctx.db.update(schema.jobs).set({ title: 'Vantrel Therapist' }).where(eq(schema.jobs.id, j.id));
    expect((await ok('q=quillon')).total).toBe(0);
    expect((await ok('q=vantrel')).data[0].id).toBe(j.id);
    await ctx.db.update(schema.jobs).set({ status: 'archived' }).where(eq(schema.jobs.id, j.id));
    expect((await ok('q=vantrel')).total).toBe(0);
  });

  it('answers repeated searches from the shared results until a job or organization changes; signed-in people share them, with their own marks', async () => {
    await insertJob(ctx, org, { title: 'Orrimel Therapist' });
    // The engine's runs: every search that was not answered from a cache.
    const engine = vi.spyOn(ctx.app.modules.search.services.backend, 'query');
    try {
      const first = await search('q=orrimel');
      expect(first.body.data.total).toBe(1);
      expect((await search('q=orrimel')).body).toEqual(first.body);
      expect(engine).toHaveBeenCalledTimes(1);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/search-job?q=orrimel' });
      expect(res.headers['cache-control']).toBe('no-cache');
      // Any organization write moves the counter: the next search runs again.
      await ctx.db
        .update(schema.organizations)
        .set({ tagline: 'Changed' })
        .where(eq(schema.organizations.id, org.orgId!));
      expect((await ok('q=orrimel')).total).toBe(1);
      expect(engine).toHaveBeenCalledTimes(2);
      expect((await ok('q=orrimel', tNurse)).total).toBe(1);
      await ok('q=orrimel', tOrg);
      expect(engine).toHaveBeenCalledTimes(2);
      // "Licensed for me" depends on the person: always a search of its own.
      await ok('q=orrimel&licensed_for_me=1', tNurse);
      expect(engine).toHaveBeenCalledTimes(3);
    } finally {
      engine.mockRestore();
    }
  });
});

describe('GET search-job: relevance, highlight, promotion', () => {
  it('ranks a title match over a description match, highlights the matched words as ranges and labels a promoted job', async () => {
    const inText = await insertJob(ctx, org, {
      title: 'Staff Nurse',
      description: 'Our marvelhaven unit is growing; supportive leadership.',
    });
    const inTitle = await insertJob(ctx, org, { title: 'Marvelhaven Charge Nurse' });
    const promoted = await insertJob(ctx, org, {
      title: 'Night Nurse',
      description: 'Marvelhaven campus, nights.',
      promoted_until: new Date(Date.now() + 86_400_000),
    });
    const r = await ok('q=marvelhaven');
    expect(r.data[0].id).toBe(inTitle.id);
    const title = r.data[0].highlight.title;
    expect(title.ranges).toHaveLength(1);
    const [a, b] = title.ranges[0];
    expect(title.text.slice(a, b)).toBe('Marvelhaven');
    const p = r.data.find((h) => h.id === promoted.id)!;
    expect(p.promoted).toBe(true);
    expect(p.reasons).toContain('Promoted');
    expect(r.data.find((h) => h.id === inText.id)!.promoted).toBe(false);
    // The snippet is plain text around the match (ranges, never markup).
    expect(p.highlight.snippet.text).toContain('Marvelhaven campus');
    expect(JSON.stringify(r)).not.toContain('<mark>');
  });
});

describe('GET search-job: filters, facets, sort, pages', () => {
  beforeAll(async () => {
    const rows: [string, string, string, number, boolean, string[]][] = [
      ['Austin', 'TX', 'nursing', 5000, false, ['dental']],
      ['Austin', 'TX', 'therapy', 7000, false, ['dental', 'vision']],
      ['Boston', 'MA', 'nursing', 9000, false, []],
      ['Boston', 'MA', 'therapy', 6000, true, ['vision']],
      ['Denver', 'CO', 'nursing', 8000, false, ['dental']],
    ];
    let k = 0;
    for (const [city, state, category, pay, remote, benefits] of rows)
      await insertJob(ctx, org, {
        title: `Brindlecote ${category === 'nursing' ? 'Nurse' : 'Therapist'} ${++k}`,
        city,
        state,
        category,
        is_remote: remote,
        benefits,
        pay_min_cents: pay - 1000,
        pay_max_cents: pay,
        pay_period: 'hour',
        shift: k % 2 ? 'night' : 'day',
        published_at: new Date(Date.now() - k * 86_400_000),
      });
  });

  it('filters by category and city, pay range, remote, benefits, shift and posting date', async () => {
    expect((await ok('q=brindlecote&category=nursing&city=austin')).data.map((h) => h.city)).toEqual([
      'Austin',
    ]);
    expect((await ok('q=brindlecote&pay_min=65&pay_max=85')).total).toBe(3);
    expect((await ok('q=brindlecote&remote=1')).data.map((h) => h.city)).toEqual(['Boston']);
    expect((await ok('q=brindlecote&benefits=dental,vision')).total).toBe(1);
    expect((await ok('q=brindlecote&shift=night')).total).toBe(3);
    expect((await ok('q=brindlecote&posted_within=3d')).total).toBe(2);
    expect((await ok('q=brindlecote&state=MA&category=therapy')).total).toBe(1);
  });

  it('counts facets for the matches', async () => {
    const r = await ok('q=brindlecote');
    expect(r.facets.city).toEqual([
      { value: 'Austin', count: 2 },
      { value: 'Boston', count: 2 },
      { value: 'Denver', count: 1 },
    ]);
    expect(r.facets.category).toEqual([
      { value: 'nursing', count: 3 },
      { value: 'therapy', count: 2 },
    ]);
    expect(r.facets.benefits).toContainEqual({ value: 'dental', count: 3 });
    expect(r.facets.remote).toContainEqual({ value: 'true', count: 1 });
    expect(r.facets_sampled).toBe(false);
    // Under a filter the facets count what is left.
    expect((await ok('q=brindlecote&city=Boston')).facets.category).toEqual([
      { value: 'nursing', count: 1 },
      { value: 'therapy', count: 1 },
    ]);
  });

  it('sorts by newest and by pay', async () => {
    const newest = await ok('q=brindlecote&sort=newest');
    const dates = newest.data.map((h) => h.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const pay = await ok('q=brindlecote&sort=pay');
    expect(pay.data.map((h) => h.pay_max)).toEqual([90, 80, 70, 60, 50]);
  });

  it('pages by cursor without overlap or gaps in every sort', async () => {
    for (const sort of ['relevance', 'newest', 'pay']) {
      const all = (await ok(`q=brindlecote&sort=${sort}&pageSize=5`)).data.map((h) => h.id);
      const seen: number[] = [];
      let page = await ok(`q=brindlecote&sort=${sort}&pageSize=2`);
      for (let i = 0; i < 5 && page.data.length; i++) {
        seen.push(...page.data.map((h) => h.id));
        if (!page.next_cursor) break;
        page = await ok(`q=brindlecote&sort=${sort}&pageSize=2&cursor=${page.next_cursor}`);
      }
      expect(seen).toEqual(all);
    }
    // Page numbers give the same pages as the cursor for the first results.
    const p2 = await ok('q=brindlecote&sort=pay&pageSize=2&page=2');
    expect(p2.data.map((h) => h.pay_max)).toEqual([70, 60]);
  });

  it('browses every open job without words (newest first)', async () => {
    const r = await ok('pageSize=3');
    expect(r.data).toHaveLength(3);
    expect(r.total).toBeGreaterThanOrEqual(5);
  });
});

describe('GET search-job: counts past 1,000', () => {
  it('counts exactly up to 1,000 and says "1,000+" past it', async () => {
    await ctx.db.execute(sql`insert into jobs (organization_id, slug, title, employment_type, description, status, published_at)
      select ${org.orgId}, 'bulk-' || g, 'Plentiful Aide ' || g, 'full-time', 'Many of these.', 'published', now() - g * interval '1 minute'
      from generate_series(1, 1100) g`);
    const r = await ok('q=plentiful&pageSize=5');
    expect(r.total).toBe(1000);
    expect(r.total_relation).toBe('gte');
    expect(r.total_label).toBe('1,000+');
    expect(r.facets_sampled).toBe(true);
    expect(r.data).toHaveLength(5);
    const exact = await ok('q=plentiful&pageSize=1&city=nowhere');
    expect(exact).toMatchObject({ total: 0, total_relation: 'eq', total_label: '0' });
  });
});

describe('GET search-job: typos', () => {
  it('corrects a misspelled word to its nearest known word and says "Did you mean"', async () => {
    await insertJob(ctx, org, { title: 'Cardiology Nurse Practitioner' });
    await refreshWords();
    const r = await ok('q=cardiolgy%20nurse');
    expect(r.did_you_mean).toBe('cardiology nurse');
    expect(r.data[0].title).toBe('Cardiology Nurse Practitioner');
    expect((await ok('q=cardiology%20nurse')).did_you_mean).toBeNull();
    // One typo from five letters of the known word: "nrse" is "nurse"; three typed letters are kept.
    expect((await ok('q=nrse')).did_you_mean).toBe('nurse');
    expect((await ok('q=tem')).did_you_mean).toBeNull();
  });

  it('finds the intended job in the first ten for at least 95 of 100 seeded misspellings', async () => {
    const ids = new Map<string, number>();
    for (const word of TYPO_WORDS) {
      const j = await insertJob(ctx, org, {
        title: `${word[0].toUpperCase()}${word.slice(1)} Specialist`,
        description: `A ${word} role on a friendly team.`,
      });
      ids.set(word, j.id);
    }
    await refreshWords();
    const r = rng(20);
    const misses: string[] = [];
    for (const word of TYPO_WORDS) {
      const wrong = misspell(word, r);
      const res = await ok(`q=${encodeURIComponent(wrong)}&pageSize=10`);
      if (!res.data.some((h) => h.id === ids.get(word)))
        misses.push(`${wrong} → ${word} (${res.did_you_mean})`);
    }
    const found = TYPO_WORDS.length - misses.length;
    console.log(
      `typo set: ${found}/${TYPO_WORDS.length} intended jobs in the top 10; missed: ${misses.join(', ') || 'none'}`,
    );
    expect(found).toBeGreaterThanOrEqual(95);
  });
});

describe('GET search-job: licensed for me', () => {
  it('keeps the jobs a verified, unexpired license qualifies for in its state, and marks them', async () => {
    const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await ctx.db.insert(schema.licenses).values({
      user_id: nurse.id,
      license_type: 'Registered Nurse (RN)',
      license_number: 'RN-77',
      issuing_authority: 'Texas Board of Nursing',
      state: 'TX',
      expiry_date: expiry,
      verification_status: 'verified',
    });
    const tx = await insertJob(ctx, org, { title: 'Oxbridge RN', state: 'TX', required_licenses: ['RN'] });
    await insertJob(ctx, org, {
      title: 'Oxbridge RN',
      state: 'CA',
      city: 'Fresno',
      required_licenses: ['RN'],
    });
    await insertJob(ctx, org, { title: 'Oxbridge LPN', state: 'TX', required_licenses: ['LPN'] });
    const mine = await ok('q=oxbridge&licensed_for_me=1', tNurse);
    expect(mine.data.map((h) => h.id)).toEqual([tx.id]);
    expect(mine.data[0].licensed_for).toBe(true);
    expect(mine.data[0].reasons).toContain('You are licensed for this job');
    const all = await ok('q=oxbridge', tNurse);
    expect(all.total).toBe(3);
    expect(all.data.filter((h) => h.licensed_for).map((h) => h.id)).toEqual([tx.id]);
    expect(all.data.find((h) => h.id === tx.id)?.reasons).toContain('You are licensed for this job');
    // The same shared results carry nobody else's marks: not a visitor's, not another person's.
    const other = await makeUser(ctx);
    for (const token of [undefined, await login(ctx, other)]) {
      const theirs = await ok('q=oxbridge', token);
      expect(theirs.data.map((h) => h.id)).toEqual(all.data.map((h) => h.id));
      expect(
        theirs.data.some((h) => h.licensed_for || h.reasons.includes('You are licensed for this job')),
      ).toBe(false);
    }
  });

  it('asks a visitor to sign in (401) and refuses an organization account (403)', async () => {
    const visitor = await search('q=oxbridge&licensed_for_me=1');
    expect(visitor.status).toBe(401);
    const orgCall = await search('q=oxbridge&licensed_for_me=1', tOrg);
    expect(orgCall.status).toBe(403);
    expect(orgCall.body).toMatchObject({ status: 'error', code: 'forbidden' });
  });
});

describe('GET search-job: validation', () => {
  it('answers 422 with the field for a pay range upside down, an unknown filter value, a deep page number or a stale cursor', async () => {
    const pay = await search('q=nurse&pay_min=80&pay_max=40');
    expect(pay.status).toBe(422);
    expect(pay.body.errors.pay_max).toBeTruthy();
    const cat = await search('category=plumbing');
    expect(cat.status).toBe(422);
    expect(cat.body.errors.category).toBeTruthy();
    const deep = await search('q=nurse&page=50&pageSize=50');
    expect(deep.status).toBe(422);
    expect(deep.body.errors.page).toBeTruthy();
    const cursor = await search('q=nurse&cursor=not-a-cursor');
    expect(cursor.status).toBe(422);
    expect(cursor.body.errors.cursor).toBeTruthy();
    const long = await search(`q=${'a'.repeat(201)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors.q).toBeTruthy();
  });
});
