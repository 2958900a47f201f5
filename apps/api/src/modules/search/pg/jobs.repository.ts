import type pg from 'pg';
import type { JobSearchFilters, ViewerLicense } from '../search-jobs.filters';
import type { JobCardSource } from '../search-jobs.mapper';

/** A license that makes a job "licensed for" the viewer: the codes a job may list it under, in a state. */
export type LicenseMatch = ViewerLicense;

/** The filters the SQL applies: the service's, without the licenses that only mark hits. */
export type JobSearchFiltersSql = Omit<JobSearchFilters, 'viewerLicenses'>;

/** How the matches are gathered (chosen from the words' document frequency, search.plan.ts). */
export type JobSearchPlan = 'walk' | 'bitmap';

export interface JobSearchSql {
  /** The words to match (already corrected); '' browses every open job. */
  words: string;
  filters: JobSearchFiltersSql;
  sort: 'relevance' | 'newest' | 'pay';
  plan: JobSearchPlan;
  pageSize: number;
  offset: number;
  /** The last hit's sort keys (keyset): [score|published µs|pay, id]. */
  after: [string | number | null, number] | null;
  /** The viewer's licenses, to mark licensed-for hits. */
  viewerLicenses: LicenseMatch[];
  now: Date;
  withFacets: boolean;
}

/** A hit's row: the card's fields (what every backend hands the mapper) and this engine's extras. */
export interface JobHitRow extends JobCardSource {
  promoted: boolean;
  score: number;
  /** Sort keys for the next page's cursor. */
  pub_us: string | null;
  pay: number | null;
  title_hl: string;
  snippet_hl: string;
}

export interface JobSearchRow {
  total: number;
  hits: JobHitRow[];
  facets: Record<string, { value: string; count: number }[]> | null;
}

/** Counted exactly up to here (one more tells "1,000+"). */
export const COUNT_LIMIT = 1001;
/**
 * Matches gathered through the GIN bitmap when the words are rare: all of them up to this many,
 * then ranked. Common words are walked newest first instead and the first COUNT_LIMIT ranked.
 */
export const BITMAP_LIMIT = 5000;

/** Weights of D, C, B, A (description C, specialty/category/place B, title A). */
const WEIGHTS = `'{0.05, 0.2, 0.5, 1.0}'`;
/**
 * Organizations whose jobs may not be seen (unapproved, deactivated, archived): few, so `not in`
 * is a hashed subplan probed per row, cheaper than a lookup of each job's organization.
 */
const HIDDEN_ORGS = `(select o.id from organizations o
  where not (o.approval_status = 'approved' and o.status = 'active' and not o.is_archived))`;
/** The bottom of a job's pay range per hour (`search_pay_hourly_cents` is its top). */
const HOURLY_BOTTOM = `(coalesce(j.pay_min_cents, j.pay_max_cents) / case j.pay_period
  when 'year' then 2080 when 'month' then 173 when 'week' then 40 when 'day' then 8 else 1 end)`;
const HIGHLIGHT = `'StartSel="' || chr(2) || '", StopSel="' || chr(3) || '"'`;

/** Positional parameters, appended as the SQL is written. */
class Params {
  values: unknown[] = [];
  add(v: unknown) {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

const licenseTest = (p: Params, licenses: LicenseMatch[]) =>
  `exists (select 1 from jsonb_to_recordset(${p.add(JSON.stringify(licenses))}::jsonb) as l(state text, codes text[])
    where l.state = j.state and j.required_licenses ?| l.codes)`;

function whereOf(p: Params, s: JobSearchSql, q: string | null) {
  const f = s.filters;
  const w = [`j.status = 'published'`, `j.organization_id not in ${HIDDEN_ORGS}`];
  if (q) w.push(`j.search_tsv @@ ${q}`);
  if (f.category) w.push(`j.category = ${p.add(f.category)}`);
  if (f.specialty) w.push(`lower(j.specialty) = lower(${p.add(f.specialty)})`);
  if (f.city) w.push(`lower(j.city) = lower(${p.add(f.city)})`);
  if (f.state) w.push(`lower(j.state) = lower(${p.add(f.state)})`);
  if (f.remote !== undefined) w.push(`j.is_remote = ${p.add(f.remote)}`);
  if (f.payMinCents !== undefined) w.push(`j.search_pay_hourly_cents >= ${p.add(f.payMinCents)}`);
  // Pay ranges overlap: the job pays at least pay_min at its top and at most pay_max at its bottom.
  if (f.payMaxCents !== undefined) w.push(`${HOURLY_BOTTOM} <= ${p.add(f.payMaxCents)}`);
  if (f.shift) w.push(`j.shift = ${p.add(f.shift)}`);
  if (f.jobType) w.push(`j.employment_type = ${p.add(f.jobType)}`);
  if (f.benefits.length) w.push(`j.benefits @> ${p.add(JSON.stringify(f.benefits))}::jsonb`);
  if (f.postedSince) w.push(`j.published_at >= ${p.add(f.postedSince)}`);
  if (f.licensedFor) w.push(f.licensedFor.length ? licenseTest(p, f.licensedFor) : 'false');
  return w.join(' and ');
}

const ORDER = {
  relevance: 'score desc, id desc',
  newest: 'published_at desc, id desc',
  pay: 'pay desc nulls last, id desc',
} as const;

/** The keyset condition "after the last hit" in a sort's order (columns as the candidates name them). */
function afterOf(p: Params, sort: JobSearchSql['sort'], after: JobSearchSql['after'], alias: string) {
  if (!after) return 'true';
  const [key, id] = after;
  const a = alias ? `${alias}.` : '';
  const idP = p.add(id);
  if (sort === 'relevance') return `(${a}score, ${a}id) < (${p.add(Number(key))}::float4, ${idP})`;
  if (sort === 'newest')
    return `(${a}published_at, ${a}id) < (timestamptz 'epoch' + ${p.add(String(key))}::bigint * interval '1 microsecond', ${idP})`;
  if (key === null) return `(${a}pay is null and ${a}id < ${idP})`;
  return `(${a}pay < ${p.add(Number(key))} or (${a}pay = $${p.values.length} and ${a}id < ${idP}) or ${a}pay is null)`;
}

/**
 * One statement per search: the candidates (newest COUNT_LIMIT matches walked by date, or every
 * match up to BITMAP_LIMIT through the GIN bitmap, behind a MATERIALIZED fence so the planner
 * cannot turn a rare word into a walk of the whole date index), their count and facets, and the
 * page with the cards, highlights and sort keys — one row, one round trip.
 */
export function jobSearchStatement(s: JobSearchSql) {
  const p = new Params();
  const q = s.words ? `plainto_tsquery('hctl_english', ${p.add(s.words)})` : null;
  const where = whereOf(p, s, q);
  const now = p.add(s.now);
  const score = q
    ? `(ts_rank(${WEIGHTS}, j.search_tsv, ${q}) * (1 + 0.5 * exp(-greatest(extract(epoch from ${now}::timestamptz - j.published_at), 0) / 1209600.0))
        * (case when j.promoted_until > ${now}::timestamptz then 1.25 else 1 end))::float4`
    : '0::float4';
  const candCols = `j.id, j.published_at, j.search_pay_hourly_cents as pay, ${score} as score,
    j.category, j.specialty, j.city, j.state, j.shift, j.employment_type, j.is_remote, j.benefits`;
  const candidates =
    s.plan === 'bitmap'
      ? `select ${candCols} from jobs j where ${where} limit ${BITMAP_LIMIT}`
      : `select ${candCols} from jobs j where ${where} order by j.published_at desc, j.id desc limit ${COUNT_LIMIT}`;
  // The page: relevance always ranks the candidates; newest and pay read the candidates when they
  // hold every match (bitmap), otherwise walk their own index from the cursor.
  const fromCandidates = s.sort === 'relevance' || s.plan === 'bitmap';
  const limit = `limit ${s.pageSize} offset ${s.offset}`;
  const page = fromCandidates
    ? `select c.id, c.score, c.published_at, c.pay from cand c where ${afterOf(p, s.sort, s.after, 'c')}
        order by ${ORDER[s.sort]} ${limit}`
    : `select x.* from (select j.id, 0::float4 as score, j.published_at, j.search_pay_hourly_cents as pay
          from jobs j where ${where}) x where ${afterOf(p, s.sort, s.after, 'x')}
        order by ${ORDER[s.sort]} ${limit}`;
  const lic = s.viewerLicenses.length ? licenseTest(p, s.viewerLicenses) : 'false';
  const titleHl = q
    ? `ts_headline('hctl_english', j.title, ${q}, ${HIGHLIGHT} || ', HighlightAll=true')`
    : 'j.title';
  const snippetHl = q
    ? `ts_headline('hctl_english', j.description, ${q}, ${HIGHLIGHT} || ', MaxWords=28, MinWords=12, MaxFragments=1')`
    : 'left(j.description, 200)';
  const facet = (
    col: string,
  ) => `(select coalesce(jsonb_agg(jsonb_build_object('value', v, 'count', n) order by n desc, v), '[]')
      from (select ${col} as v, count(*)::int as n from cand where ${col} is not null group by 1 order by 2 desc, 1 limit 30) f)`;
  const facets = s.withFacets
    ? `jsonb_build_object('category', ${facet('category')}, 'specialty', ${facet('specialty')},
        'city', ${facet('city')}, 'state', ${facet('state')}, 'shift', ${facet('shift')},
        'job_type', ${facet('employment_type')}, 'remote', ${facet('is_remote::text')},
        'benefits', (select coalesce(jsonb_agg(jsonb_build_object('value', v, 'count', n) order by n desc, v), '[]')
          from (select b as v, count(*)::int as n from cand, jsonb_array_elements_text(cand.benefits) b group by 1) f))`
    : 'null::jsonb';
  const text = `with cand as materialized (${candidates}),
    pg as materialized (${page})
    select (select count(*)::int from cand) as total, ${facets} as facets,
      (select coalesce(json_agg(h order by h.ord), '[]') from (
        select pg.rn as ord, j.id, j.slug, j.title, j.category, j.specialty, j.employment_type,
          j.shift, j.city, j.state, j.is_remote, j.pay_min_cents, j.pay_max_cents, j.pay_period, j.benefits,
          j.published_at, o.slug as org_slug, o.company_name, o.company_profile_image,
          coalesce(j.promoted_until > ${now}::timestamptz, false) as promoted, ${lic} as licensed_for,
          pg.score, (extract(epoch from j.published_at) * 1000000)::bigint::text as pub_us, pg.pay,
          ${titleHl} as title_hl, ${snippetHl} as snippet_hl
        from (select *, row_number() over (order by ${ORDER[s.sort].replace(/(\w+) desc/g, 'pg.$1 desc')}) as rn from pg) pg
        join jobs j on j.id = pg.id join organizations o on o.id = j.organization_id
        order by pg.rn
      ) h) as hits`;
  return { text, values: p.values };
}

export const jobsSearchRepository = {
  /** The job search's change counter (migration 0032): moves with every job or organization write. */
  async version(pool: pg.Pool): Promise<string> {
    const r = await pool.query<{ v: string }>('select last_value::text as v from jobs_search_version');
    return r.rows[0]?.v ?? '0';
  },

  /** Which of these jobs one of the licenses makes the viewer licensed for (the hits' mark). */
  async licensedAmong(pool: pg.Pool, ids: number[], licenses: LicenseMatch[]): Promise<Set<number>> {
    if (!ids.length || !licenses.length) return new Set();
    const p = new Params();
    const r = await pool.query<{ id: string }>(
      `select j.id from jobs j where j.id = any(${p.add(ids)}::bigint[]) and ${licenseTest(p, licenses)}`,
      p.values,
    );
    return new Set(r.rows.map((x) => Number(x.id)));
  },

  async search(pool: pg.Pool, s: JobSearchSql): Promise<JobSearchRow> {
    const st = jobSearchStatement(s);
    if (s.plan !== 'walk') return (await pool.query<JobSearchRow>(st.text, st.values)).rows[0];
    // A walk must walk: given a filter (city, category) the planner believes selective, it reads
    // every row of the city through a bitmap and sorts them (45k rows, 36k heap pages: 1.1 s on
    // the 1M-job set), where walking jobs_search_city_idx newest first stops after ~2.5k rows
    // (2k pages: 23 ms). It underestimates how often the words and the filter go together.
    const client = await pool.connect();
    try {
      await client.query('begin; set local enable_bitmapscan = off');
      const r = await client.query<JobSearchRow>(st.text, st.values);
      await client.query('commit');
      return r.rows[0];
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  },
};
