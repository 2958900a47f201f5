/**
 * `npm run bench`: seeds a database with at least 100,000 jobs (BENCH_JOBS), starts the API in this
 * process and measures, with autocannon, the public job page and the organization job list next to a
 * plain `SELECT 1` route through the same pool — all in one run on this machine. Writes
 * bench-results/jobs.json and prints a markdown table. Only 127.0.0.1 is targeted; every load is
 * bounded in time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { createDb, ensureDatabase, runMigrations, seedPlans } from '@hctl/db';
import autocannon from 'autocannon';
import bcrypt from 'bcrypt';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDeps } from '../apps/api/src/runtime/deps';
import { ensurePostgres, ensureRedis } from '../apps/api/src/runtime/infra';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const ORGS = Math.max(1, Math.round(JOBS / 500));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const root = join(import.meta.dirname, '..');
const log = (m: string) => console.log(`[bench] ${m}`);

async function adminUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return { url, stop: async () => {} };
  } catch {
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    const e = await ensurePostgres(log);
    process.env.DATABASE_URL = saved;
    return { url: e.url.replace(/\/hctl$/, '/postgres'), stop: e.stop };
  }
}

/** Deterministic data in one statement per table (generate_series): organizations, their owners and jobs. */
async function seed(url: string) {
  await ensureDatabase(url);
  await runMigrations(url);
  const { db, pool } = createDb(url, { max: 2 });
  await seedPlans(db);
  const have = Number((await pool.query('select count(*) from jobs')).rows[0].count);
  if (have >= JOBS) {
    log(`reusing ${have} jobs`);
  } else {
    log(`seeding ${ORGS} organizations and ${JOBS} jobs…`);
    const t0 = Date.now();
    const hash = await bcrypt.hash('Bench12345', 10);
    await pool.query('truncate users, organizations, jobs restart identity cascade');
    await pool.query(
      `insert into users (slug, email, password_hash, role, first_name, last_name, email_verified_at, referral_code)
       select 'owner-' || g, 'owner' || g || '@bench.test', $1, 'organization', 'Owner', 'No' || g, now(), 'BENCH' || g from generate_series(1, $2) g`,
      [hash, ORGS],
    );
    await pool.query(
      `insert into organizations (slug, company_name, owner_id, approval_status, is_published, city, state)
       select 'clinic-' || g, 'Clinic ' || g, g, 'approved', true, (array['Austin','Dallas','Houston','Denver','Phoenix','Seattle'])[1 + g % 6], (array['TX','TX','TX','CO','AZ','WA'])[1 + g % 6]
       from generate_series(1, $1) g`,
      [ORGS],
    );
    await pool.query(
      `insert into jobs (organization_id, slug, title, category, specialty, employment_type, shift, city, state, pay_min_cents, pay_max_cents, pay_period, benefits, required_licenses, description, status, published_at, created_at)
       select 1 + (g % $2), 'job-' || g, (array['ICU RN','ER RN','Med-Surg RN','LPN','CNA','Physical Therapist','Respiratory Therapist','Nurse Practitioner'])[1 + g % 8] || ' #' || g,
              'nursing', 'Registered Nurse (RN)', (array['full-time','part-time','per diem','travel','contract'])[1 + g % 5], (array['day','night','rotating'])[1 + g % 3],
              'Austin', 'TX', 4000 + (g % 40) * 100, 6000 + (g % 40) * 100, 'hour', '["medical insurance","dental"]'::jsonb, '["RN"]'::jsonb,
              'Care for patients with a supportive team. Competitive pay, benefits from day one.', case when g % 10 = 0 then 'draft' else 'published' end,
              now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
       from generate_series(1, $1) g`,
      [JOBS, ORGS],
    );
    await pool.query('analyze');
    log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  await pool.end();
}

async function run(name: string, url: string, headers: Record<string, string> = {}, paths?: () => string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    requests: paths
      ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: paths() }) }]
      : undefined,
  });
  return {
    scenario: name,
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

const admin = await adminUrl();
const u = new URL(admin.url);
u.pathname = '/hctl_bench';
const dbUrl = u.toString();
await seed(dbUrl);
const redis = await ensureRedis(log);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl,
  REDIS_URL: redis.url,
  JWT_SECRET: 'bench-secret-bench-secret-32',
  APP_KEY: 'bench-app-key-bench-app-key-32',
  RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'silent',
  KEY_PREFIX: 'bench:',
});
const deps = createDeps(config, { poolMax: 20 });
const app = await buildApp(deps);
app.get('/api/v1/__bench/select-1', { config: { auth: 'public', rateLimit: false } }, async () => {
  await deps.pool.query('select 1');
  return { status: 'success', message: 'ok', data: null };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/v1/submit-login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner1@bench.test', password: 'Bench12345' }),
});
const token = ((await login.json()) as { data: { api_token: string } }).data.api_token;

let n = 0;
const results = [
  await run('SELECT 1 route (ceiling)', `${base}/api/v1/__bench/select-1`),
  // Published jobs are those whose number is not a multiple of 10; job g belongs to clinic 1 + g % ORGS.
  await run('public job page', base, {}, () => {
    let g = 1 + ((n++ * 7919) % JOBS);
    if (g % 10 === 0) g += 1;
    return `/api/v1/organization/clinic-${1 + (g % ORGS)}/job/job-${g}/show`;
  }),
  await run(
    'organization job list (signed in)',
    base,
    { authorization: `Bearer ${token}` },
    () => `/api/v1/organization/clinic-1/job?page=${1 + (n++ % 50)}&perPage=5`,
  ),
];
const ceiling = results[0].requests_per_sec;
const rows = results.map((r) => ({
  ...r,
  ratio_to_select_1: Number((r.requests_per_sec / ceiling).toFixed(2)),
}));
mkdirSync(join(root, 'bench-results'), { recursive: true });
const meta = {
  jobs: JOBS,
  organizations: ORGS,
  connections: CONNECTIONS,
  seconds: DURATION,
  cores: cpus().length,
  node: process.version,
  at: new Date().toISOString(),
};
writeFileSync(join(root, 'bench-results', 'jobs.json'), JSON.stringify({ meta, results: rows }, null, 2));
const table = [
  `Jobs: ${JOBS}, organizations: ${ORGS}, ${CONNECTIONS} connections, ${DURATION} s each, ${meta.cores} cores, Node ${meta.node}`,
  '',
  '| scenario | req/s | p50 ms | p99 ms | ratio to SELECT 1 | non-2xx |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.scenario} | ${r.requests_per_sec} | ${r.p50_ms} | ${r.p99_ms} | ${r.ratio_to_select_1} | ${r.non_2xx} |`,
  ),
].join('\n');
writeFileSync(join(root, 'bench-results', 'jobs.md'), `${table}\n`);
console.log(`\n${table}\n`);
await app.close();
await deps.close();
await redis.stop();
await admin.stop();
