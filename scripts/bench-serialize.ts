/**
 * `npm run bench:serialize`: what writing an answer costs, per way of writing it, on real answers
 * of the `npm run seed:scale` dataset (run `npm run bench` once first to create it). For each
 * route it takes one real answer, then times in this process:
 * - JSON.stringify alone (no view: what leaves is whatever the service returned);
 * - zod encode + JSON.stringify (fastify-type-provider-zod's serializer, used before the kit);
 * - fast-json-stringify compiled from the route's view (production now);
 * - zod check + fast-json-stringify (development and tests now: drift fails loudly).
 * Rounds are interleaved and the median kept. Prints a table of operations per second and
 * microseconds per answer. CPU only: no network, no database during the timing.
 */
import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import { buildApp } from '../apps/api/src/app';
import { responseJsonSchema } from '../apps/api/src/plugins/responses';
import { createDeps } from '../apps/api/src/runtime/deps';
import { ensureRedis } from '../apps/api/src/runtime/infra';
import { benchConfig } from './bench-config';
import { SCALE_PASSWORD } from './seed-scale';

const log = (m: string) => console.log(`[bench:serialize] ${m}`);
const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
admin.pathname = '/hctl_bench';
const redis = await ensureRedis(log);
const config = benchConfig(process.env.BENCH_DATABASE_URL ?? admin.toString(), redis.url, 'bench-ser:');
const deps = createDeps(config, { poolMax: 4 });
const views = new Map<string, z.ZodType>();
const app = await buildApp(deps, {
  onRoute: (method, url, route) => {
    const view = (route.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
    if (method === 'GET' && view) views.set(url, view);
  },
});
await app.ready();

const login = await app.inject({
  method: 'POST',
  url: '/api/v1/submit-login',
  payload: { email: 'owner2@scale.test', password: SCALE_PASSWORD },
});
const token = (login.json() as { data?: { api_token?: string } }).data?.api_token;
if (!token) throw new Error('No bench dataset: run `npm run bench` (or `npm run seed:scale`) first.');
const auth = { authorization: `Bearer ${token}` };

const routes: { name: string; url: string; route: string; headers?: Record<string, string> }[] = [
  {
    name: 'public job page',
    // Jobs of the dataset are spread over organizations as job-g → org-(1 + g mod 5000); every
    // tenth is not published.
    url: '/api/v1/organization/org-2/job/job-1/show',
    route: '/api/v1/organization/:slug/job/:jobSlug/show',
  },
  {
    name: 'public profile',
    url: '/api/v1/individual/public-profile/pro-5001',
    route: '/api/v1/individual/public-profile/:slug',
  },
  { name: 'featured jobs (page of 10)', url: '/api/v1/feature-jobs?page=1', route: '/api/v1/feature-jobs' },
  {
    name: 'organization job list (page of 5)',
    url: '/api/v1/organization/org-2/job?page=1&perPage=5',
    route: '/api/v1/organization/:slug/job',
    headers: auth,
  },
  {
    name: 'applicant list (page of 10)',
    url: '/api/v1/organization/org-2/job/job-1/applicants?page=1&pageSize=10',
    route: '/api/v1/organization/:slug/job/:jobSlug/applicants',
    headers: auth,
  },
];

/** Operations per second of `fn` over about `ms` milliseconds. */
function rate(fn: () => unknown, ms = 400) {
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 50; i++) fn();
    n += 50;
    now = performance.now();
  }
  return (n * 1000) / (now - start);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows: string[] = [];
for (const r of routes) {
  const res = await app.inject({ method: 'GET', url: r.url, headers: r.headers });
  if (res.statusCode !== 200) throw new Error(`${r.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const data = res.json();
  const view = views.get(r.route);
  if (!view) throw new Error(`${r.name}: no response view`);
  const fjs = fastJson(responseJsonSchema(view) as object);
  const ways: [string, () => unknown][] = [
    ['JSON.stringify', () => JSON.stringify(data)],
    ['zod encode + JSON.stringify (before)', () => JSON.stringify(view.encode(data))],
    ['fast-json-stringify from the view (now)', () => fjs(data)],
    [
      'zod check + fast-json-stringify (dev/test)',
      () => {
        view.safeParse(data);
        return fjs(data);
      },
    ],
  ];
  const samples = ways.map(() => [] as number[]);
  for (let round = 0; round < 5; round++) for (const [i, [, fn]] of ways.entries()) samples[i].push(rate(fn));
  ways.forEach(([way], i) => {
    const ops = median(samples[i]);
    rows.push(
      `| ${r.name} | ${res.body.length} | ${way} | ${Math.round(ops).toLocaleString('en-US')} | ${(1e6 / ops).toFixed(1)} |`,
    );
  });
}

console.log(`\nOne core of ${process.arch} (Node ${process.version}); median of 5 interleaved rounds.\n`);
console.log('| answer | bytes | written by | answers/s | µs each |');
console.log('| --- | ---: | --- | ---: | ---: |');
for (const row of rows) console.log(row);
await app.close();
await deps.close();
await redis.stop();
