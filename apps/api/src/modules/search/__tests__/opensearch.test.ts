import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@hctl/db';
import { Client } from '@opensearch-project/opensearch';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type MadeUser, makeUser, type TestContext } from '../../../../test/context';
import { loadConfig } from '../../../config';
import { FrozenClock } from '../../../lib/clock';
import { OpenSearchBackend } from '../opensearch/opensearch.backend';
import { openSearchRepository } from '../opensearch/opensearch.repository';
import { openSearchFromConfig } from '../opensearch/select';
import { encodeCursor } from '../pg/cursor';
import type { SearchQuery } from '../search.backend';
import type { JobSearchFilters } from '../search-jobs.filters';

/**
 * No OpenSearch server runs here. The real client talks HTTP to this recorder, which keeps every
 * request (method, path, JSON or NDJSON body) and answers what the test says a server would: the
 * assertions are on the JSON the client sends and on how the answers are read.
 */
interface Recorded {
  method: string;
  path: string;
  body: unknown;
}
let server: Server;
let recorded: Recorded[] = [];
let answer: (r: Recorded) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c) => {
      s += c;
    });
    req.on('end', () => resolve(s));
  });

function parse(raw: string, ndjson: boolean) {
  if (!raw) return null;
  if (ndjson)
    return raw
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  return JSON.parse(raw);
}

let ctx: TestContext;
let client: Client;
let backend: OpenSearchBackend;
const NOW = new Date('2026-11-23T12:00:00Z');
const clock = new FrozenClock(NOW.getTime());

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const r: Recorded = {
      method: req.method ?? '',
      path: req.url ?? '',
      body: parse(raw, (req.url ?? '').includes('_bulk')),
    };
    recorded.push(r);
    const a = answer(r);
    res.writeHead(a.status, { 'content-type': 'application/json' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = new Client({ node: `http://127.0.0.1:${port}` });
  ctx = await createTestContext();
  backend = new OpenSearchBackend(client, ctx.db, { prefix: 't-', clock });
});
afterAll(async () => {
  await client.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  recorded = [];
  answer = () => ({ status: 200, body: {} });
});

const noFilters: JobSearchFilters = { benefits: [], viewerLicenses: [] };
const jobQuery = (over: Partial<SearchQuery<JobSearchFilters>> = {}): SearchQuery<JobSearchFilters> => ({
  kind: 'jobs',
  text: 'icu nurse boston',
  filters: noFilters,
  sort: 'relevance',
  page: 1,
  cursor: null,
  pageSize: 20,
  viewer: null,
  ...over,
});
const emptyHits = { hits: { total: { value: 0, relation: 'eq' }, hits: [] } };

describe('index mappings', () => {
  it('creates each missing index with English text, keyword filters, dates and pay numbers', async () => {
    answer = (r) =>
      r.method === 'HEAD'
        ? { status: r.path === '/t-groups' ? 200 : 404, body: {} }
        : { status: 200, body: { acknowledged: true } };
    await backend.ensureIndexes();
    const created = recorded.filter((r) => r.method === 'PUT').map((r) => r.path);
    expect(created).toEqual([
      '/t-jobs',
      '/t-services',
      '/t-service_requests',
      '/t-galleries',
      '/t-profiles',
      '/t-organizations',
    ]);
    const jobs = recorded.find((r) => r.path === '/t-jobs' && r.method === 'PUT')?.body as {
      settings: unknown;
      mappings: { dynamic: string; properties: Record<string, Record<string, unknown>> };
    };
    expect(jobs.settings).toMatchObject({
      number_of_shards: 1,
      analysis: { normalizer: { lower: { type: 'custom', filter: ['lowercase', 'asciifolding'] } } },
    });
    // Accents folded in the words searched too ("zoe" finds "Zoë"), before stop words and stems.
    const analyzers = (jobs.settings as { analysis: { analyzer: Record<string, { filter: string[] }> } })
      .analysis.analyzer;
    expect(analyzers.hctl_english.filter).toEqual([
      'english_possessive_stemmer',
      'lowercase',
      'asciifolding',
      'english_stop',
      'english_stemmer',
    ]);
    expect(analyzers.hctl_plain.filter).toEqual(['lowercase', 'asciifolding']);
    const p = jobs.mappings.properties;
    expect(jobs.mappings.dynamic).toBe('strict');
    expect(p.title).toEqual({
      type: 'text',
      analyzer: 'hctl_english',
      fields: { plain: { type: 'text', analyzer: 'hctl_plain' } },
    });
    expect(p.description).toEqual({ type: 'text', analyzer: 'hctl_english' });
    expect(p.city).toEqual({
      type: 'keyword',
      normalizer: 'lower',
      fields: { text: { type: 'text', analyzer: 'hctl_english' } },
    });
    expect(p.benefits).toEqual({ type: 'keyword', normalizer: 'lower' });
    expect(p.pay_hourly_cents).toEqual({ type: 'integer' });
    expect(p.published_at).toEqual({ type: 'date' });
    expect(p.remote).toEqual({ type: 'boolean' });
  });
});

describe('query building', () => {
  it('sends every word fuzzily (AUTO:5,9) over boosted fields, the filters, facets, highlight and a capped total', async () => {
    answer = () => ({ status: 200, body: emptyHits });
    await backend.query(
      jobQuery({
        filters: {
          ...noFilters,
          city: 'Boston',
          payMinCents: 4000,
          payMaxCents: 9000,
          benefits: ['dental'],
          licensedFor: [{ state: 'MA', codes: ['RN'] }],
        },
      }),
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0].method).toBe('POST');
    expect(recorded[0].path).toBe('/t-jobs/_search');
    const body = recorded[0].body as Record<string, any>;
    expect(body.track_total_hits).toBe(1000);
    expect(body.from).toBe(0);
    expect(body.size).toBe(20);
    expect(body.sort).toEqual([{ _score: 'desc' }, { id: 'desc' }]);
    const outer = body.query.function_score;
    expect(outer.functions).toEqual([
      { filter: { range: { promoted_until: { gt: NOW.toISOString() } } }, weight: 1.25 },
    ]);
    const inner = outer.query.function_score;
    expect(inner.functions[1]).toEqual({
      gauss: { published_at: { origin: NOW.toISOString(), scale: '14d', decay: 0.5 } },
      weight: 0.5,
    });
    const bool = inner.query.bool;
    const words = bool.must[0].bool.must.map((m: any) => m.multi_match);
    expect(words.map((m: any) => m.query)).toEqual(['icu', 'nurse', 'boston']);
    expect(words[0]).toEqual({
      query: 'icu',
      fields: [
        'title^3',
        'specialty.text^2',
        'category.text^2',
        'company_name',
        'city.text',
        'state.text',
        'description',
      ],
      type: 'best_fields',
      fuzziness: 'AUTO:5,9',
      prefix_length: 1,
    });
    expect(bool.must[0].bool.should).toEqual([
      { match_phrase: { title: { query: 'icu nurse boston', boost: 2 } } },
    ]);
    expect(bool.filter).toEqual([
      { term: { city: 'Boston' } },
      { term: { benefits: 'dental' } },
      { range: { pay_hourly_cents: { gte: 4000, lte: 9000 } } },
      { terms: { licenses: ['ma:rn'] } },
    ]);
    expect(Object.keys(body.aggs)).toEqual([
      'category',
      'specialty',
      'city',
      'state',
      'shift',
      'job_type',
      'remote',
      'benefits',
    ]);
    expect(body.aggs.city).toEqual({ terms: { field: 'city', size: 20 } });
    expect(body.highlight.fields).toEqual({
      title: { number_of_fragments: 0 },
      description: { fragment_size: 160, number_of_fragments: 1, no_match_size: 160 },
    });
    expect(body.suggest).toEqual({
      text: 'icu nurse boston',
      words: { term: { field: 'title.plain', suggest_mode: 'missing', size: 1 } },
    });
    expect(body._source).toEqual({ excludes: ['description'] });
  });

  it('pages deep results with search_after from the cursor, and sorts newest and by pay', async () => {
    answer = () => ({ status: 200, body: emptyHits });
    const cursor = encodeCursor({ sort: 'newest', key: 1795000000000, id: 77 });
    await backend.query(jobQuery({ sort: 'newest', cursor, page: 3 }));
    await backend.query(jobQuery({ sort: 'pay', text: '' }));
    await backend.query(jobQuery({ text: '', withFacets: false }));
    const [deep, pay, browse] = recorded.map((r) => r.body as Record<string, any>);
    expect(deep.search_after).toEqual([1795000000000, 77]);
    expect(deep.from).toBeUndefined();
    expect(deep.sort).toEqual([{ published_at: { order: 'desc', missing: '_last' } }, { id: 'desc' }]);
    expect(pay.sort).toEqual([{ pay_hourly_cents: { order: 'desc', missing: 0 } }, { id: 'desc' }]);
    expect(pay.highlight).toBeUndefined();
    // No words: everything matches, newest first, and no facets when not asked.
    expect(browse.query.function_score.query.function_score.query.bool.must).toEqual([{ match_all: {} }]);
    expect(browse.sort[0]).toEqual({ published_at: { order: 'desc', missing: '_last' } });
    expect(browse.aggs).toBeUndefined();
  });

  it('matches nothing for punctuation alone (only a blank query browses)', async () => {
    answer = () => ({ status: 200, body: emptyHits });
    for (const text of ['%', '_', '";--']) await backend.query(jobQuery({ text }));
    for (const r of recorded) {
      const body = r.body as Record<string, any>;
      expect(body.query.function_score.query.function_score.query.bool.must).toEqual([{ match_none: {} }]);
    }
    expect(recorded).toHaveLength(3);
  });

  it('reads hits, highlight ranges, the capped total, facets, the next cursor and "Did you mean"', async () => {
    answer = () => ({
      status: 200,
      body: {
        hits: {
          total: { value: 1000, relation: 'gte' },
          hits: [
            {
              _id: '41',
              _score: 7.5,
              sort: [7.5, 41],
              _source: {
                id: 41,
                slug: 'icu-nurse',
                title: 'ICU Nurse',
                job_type: 'full-time',
                remote: false,
                benefits: ['dental'],
                licenses: ['MA:RN'],
                published_at: '2026-11-22T12:00:00Z',
                promoted_until: '2026-12-01T00:00:00Z',
                org_slug: 'mercy',
                company_name: 'Mercy',
                pay_min_cents: 4000,
                pay_max_cents: 6000,
                pay_period: 'hour',
              },
              highlight: {
                title: ['\u27e6ICU\u27e7 \u27e6Nurse\u27e7'],
                description: ['Night \u27e6ICU\u27e7 shifts'],
              },
            },
          ],
        },
        aggregations: {
          city: { buckets: [{ key: 'boston', doc_count: 12 }] },
          remote: { buckets: [{ key: 0, key_as_string: 'false', doc_count: 12 }] },
        },
        suggest: {
          words: [
            { text: 'icu', options: [] },
            { text: 'nurse', options: [] },
            { text: 'bostn', options: [{ text: 'boston', freq: 40 }] },
          ],
        },
      },
    });
    const r = await backend.query(
      jobQuery({
        text: 'icu nurse bostn',
        pageSize: 1,
        filters: { ...noFilters, viewerLicenses: [{ state: 'MA', codes: ['RN'] }] },
      }),
    );
    expect(r.total).toEqual({ value: 1000, relation: 'gte' });
    expect(r.didYouMean).toBe('icu nurse boston');
    expect(r.facets).toEqual({
      fields: { city: [{ value: 'boston', count: 12 }], remote: [{ value: 'false', count: 12 }] },
      sampled: false,
    });
    expect(r.hits[0]).toMatchObject({
      id: 41,
      score: 7.5,
      promoted: true,
      reasons: ['Promoted', 'You are licensed for this job', 'Posted in the last 3 days'],
      highlight: {
        title: {
          text: 'ICU Nurse',
          ranges: [
            [0, 3],
            [4, 9],
          ],
        },
        snippet: { text: 'Night ICU shifts', ranges: [[6, 9]] },
      },
      source: {
        id: 41,
        employment_type: 'full-time',
        is_remote: false,
        licensed_for: true,
        company_name: 'Mercy',
      },
    });
    // A relevance cursor carries the moment this page scored at …
    expect(r.nextCursor).toBe(encodeCursor({ sort: 'relevance', key: 7.5, id: 41, at: NOW.getTime() }));
    // … and the next page scores at it, however much later it is asked for.
    clock.advance(3_600_000);
    answer = () => ({ status: 200, body: emptyHits });
    await backend.query(jobQuery({ cursor: r.nextCursor, page: 2 }));
    const next = recorded.at(-1)?.body as Record<string, any>;
    expect(JSON.stringify(next.query)).toContain(`"origin":"${NOW.toISOString()}"`);
    expect(next.search_after).toEqual([7.5, 41]);
    clock.set(NOW);
  });

  it('filters and counts the other kinds by their keywords; the people picker reads the profiles index', async () => {
    answer = () => ({ status: 200, body: emptyHits });
    await backend.query({ ...jobQuery(), kind: 'organizations', text: 'clinic', filters: { state: 'TX' } });
    await backend.facets({ ...jobQuery(), kind: 'services', text: 'wound', filters: { remote: true } });
    await backend.query({ ...jobQuery(), kind: 'users', text: 'nora', filters: {} });
    const [orgs, services, users] = recorded;
    expect(orgs.path).toBe('/t-organizations/_search');
    const ob = orgs.body as Record<string, any>;
    expect(ob.query.bool.filter).toEqual([{ term: { state: 'TX' } }]);
    expect(ob.query.bool.must[0].bool.must[0].multi_match.fields[0]).toBe('name^3');
    expect(ob.aggs).toEqual({
      industry: { terms: { field: 'industry', size: 20 } },
      state: { terms: { field: 'state', size: 20 } },
    });
    const sb = services.body as Record<string, any>;
    expect(sb.size).toBe(0);
    expect(sb.query.bool.filter).toEqual([{ term: { remote: true } }]);
    expect(users.path).toBe('/t-profiles/_search');
  });

  it('suggests words from titles with their document frequency', async () => {
    answer = () => ({
      status: 200,
      body: {
        ...emptyHits,
        suggest: {
          words: [
            {
              text: 'nurze',
              options: [
                { text: 'nurse', freq: 310 },
                { text: 'nurses', freq: 12 },
              ],
            },
          ],
        },
      },
    });
    expect(await backend.suggest('jobs', 'nurze', 5)).toEqual([
      { text: 'nurse', df: 310 },
      { text: 'nurses', df: 12 },
    ]);
    expect(recorded[0].body).toEqual({
      size: 0,
      suggest: {
        text: 'nurze',
        words: { term: { field: 'title.plain', suggest_mode: 'always', sort: 'score', size: 5 } },
      },
    });
  });
});

describe('the outbox and the bulk feed', () => {
  let org: MadeUser;
  let n = 0;
  const job = async (over: Partial<typeof schema.jobs.$inferInsert> = {}) => {
    const [j] = await ctx.db
      .insert(schema.jobs)
      .values({
        organization_id: org.orgId!,
        slug: `os-job-${++n}`,
        title: `Travel ICU Nurse ${n}`,
        employment_type: 'travel',
        city: 'Boston',
        state: 'MA',
        pay_min_cents: 200_000,
        pay_max_cents: 260_000,
        pay_period: 'week',
        required_licenses: ['RN'],
        description: 'Thirteen weeks in a level I trauma ICU.',
        status: 'published',
        published_at: NOW,
        ...over,
      })
      .returning();
    return j;
  };
  const outbox = () => ctx.db.select().from(schema.searchOutbox).orderBy(schema.searchOutbox.id);
  const bulkOk = (r: Recorded) => ({
    status: 200,
    body: {
      errors: false,
      items: ((r.body as Record<string, any>[]) ?? [])
        .filter((l) => l.index || l.delete)
        .map((l) => (l.index ? { index: { status: 201 } } : { delete: { status: 404 } })),
    },
  });

  beforeAll(async () => {
    org = await makeUser(ctx, { role: 'organization', company: 'Outbox Health', approved: true });
  });

  it('writes nothing while the feed is off (the default backend)', async () => {
    await job();
    expect(await outbox()).toEqual([]);
  });

  it('queues changes in the same transaction, and drains them as versioned bulk index and delete lines', async () => {
    expect(await openSearchRepository.enableFeed(ctx.db)).toBe(true);
    expect(await openSearchRepository.enableFeed(ctx.db)).toBe(false);
    const a = await job();
    const b = await job({ title: 'Night charge nurse' });
    await ctx.db.update(schema.jobs).set({ status: 'archived' }).where(eq(schema.jobs.id, b.id));
    // A change rolled back leaves no outbox row.
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(schema.jobs).set({ title: 'Never' }).where(eq(schema.jobs.id, a.id));
        throw new Error('rollback');
      })
      .catch(() => {});
    const rows = await outbox();
    expect(rows.map((r) => [r.kind, r.doc_id, r.op])).toEqual([
      ['job', a.id, 'upsert'],
      ['job', b.id, 'upsert'],
      ['job', b.id, 'upsert'],
    ]);
    answer = (r) => (r.path.includes('_bulk') ? bulkOk(r) : { status: 404, body: {} });
    expect(await backend.drain()).toBe(3);
    const bulk = recorded.find((r) => r.path.includes('_bulk'));
    expect(bulk?.method).toBe('POST');
    const lines = bulk?.body as Record<string, any>[];
    expect(lines[0]).toEqual({
      index: { _index: 't-jobs', _id: String(a.id), version: rows[0].id, version_type: 'external' },
    });
    expect(lines[1]).toEqual({
      id: a.id,
      slug: a.slug,
      title: a.title,
      description: 'Thirteen weeks in a level I trauma ICU.',
      category: null,
      specialty: null,
      job_type: 'travel',
      shift: null,
      city: 'Boston',
      state: 'MA',
      remote: false,
      benefits: [],
      licenses: ['MA:RN'],
      pay_min_cents: 200_000,
      pay_max_cents: 260_000,
      pay_period: 'week',
      pay_hourly_cents: 6500,
      published_at: expect.stringMatching(/^2026-11-23T12:00:00/),
      promoted_until: null,
      org_slug: org.orgSlug,
      company_name: 'Outbox Health',
      company_profile_image: null,
    });
    // The archived job: its newest outbox row is the version of its delete.
    expect(lines[2]).toEqual({
      delete: { _index: 't-jobs', _id: String(b.id), version: rows[2].id, version_type: 'external' },
    });
    expect(lines).toHaveLength(3);
    expect(await outbox()).toEqual([]);
    expect(await backend.drain()).toBe(0);
  });

  it('keeps the rows when the bulk request fails, and treats a replay (409) as done', async () => {
    const c = await job();
    answer = (r) =>
      r.path.includes('_bulk')
        ? {
            status: 200,
            body: {
              errors: true,
              items: [{ index: { status: 429, error: { type: 'es_rejected_execution_exception' } } }],
            },
          }
        : { status: 200, body: {} };
    await expect(backend.drain()).rejects.toThrow(
      /1 bulk items failed: index 429 es_rejected_execution_exception/,
    );
    expect((await outbox()).map((r) => r.doc_id)).toEqual([c.id]);
    answer = (r) =>
      r.path.includes('_bulk')
        ? {
            status: 200,
            body: { errors: true, items: [{ index: { status: 409, error: { type: 'version_conflict' } } }] },
          }
        : { status: 200, body: {} };
    expect(await backend.drain()).toBe(1);
    expect(await outbox()).toEqual([]);
  });

  it('indexes services into their kind, hides hidden profile sections, and backfills every row once enabled', async () => {
    const person = await makeUser(ctx);
    await ctx.db
      .update(schema.individualDetails)
      .set({
        is_published: true,
        published_at: NOW,
        about: 'Call me at 555-0100',
        visibility: { about: false },
      })
      .where(eq(schema.individualDetails.user_id, person.id));
    answer = (r) => (r.path.includes('_bulk') ? bulkOk(r) : { status: 200, body: {} });
    recorded = [];
    await backend.drain();
    const lines = recorded.flatMap((r) =>
      r.path.includes('_bulk') ? (r.body as Record<string, any>[]) : [],
    );
    const profile = lines.find((l) => l.id === person.id && 'name' in l);
    expect(profile).toMatchObject({ id: person.id, about: null });
    expect(JSON.stringify(lines)).not.toContain('555-0100');
    const queued = await openSearchRepository.backfill(ctx.db);
    const [{ total }] = (
      await ctx.db.execute(sql`select (select count(*) from jobs) + (select count(*) from services)
        + (select count(*) from users) + (select count(*) from organizations) + (select count(*) from groups) as total`)
    ).rows as { total: string }[];
    expect(queued).toBe(Number(total));
  });
});

describe('selection by configuration', () => {
  it('refuses SEARCH_BACKEND=opensearch without OPENSEARCH_URL, in production too', () => {
    for (const NODE_ENV of ['production', 'development'] as const) {
      expect(() => loadConfig({ NODE_ENV, SEARCH_BACKEND: 'opensearch' } as NodeJS.ProcessEnv)).toThrow(
        /SEARCH_BACKEND=opensearch needs OPENSEARCH_URL/,
      );
    }
  });

  it('keeps PostgreSQL by default and builds the OpenSearch backend when selected', () => {
    expect(openSearchFromConfig(ctx.deps)).toBeNull();
    expect(ctx.app.modules.search.services.backend.name).toBe('postgres');
    const config = loadConfig({
      NODE_ENV: 'test',
      SEARCH_BACKEND: 'opensearch',
      OPENSEARCH_URL: 'http://127.0.0.1:9',
    } as NodeJS.ProcessEnv);
    expect(openSearchFromConfig({ ...ctx.deps, config })?.name).toBe('opensearch');
  });
});
