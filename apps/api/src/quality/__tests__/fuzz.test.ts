import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, login, makeUser, request, type TestContext } from '../../../test/context';
import { changeWatch, type Fingerprint, type RegisteredRoute, registeredRoutes } from './authz/runner';

/**
 * Fuzzing every registered route (picks up new routes by itself): path parameters, query strings and
 * bodies derived from each route's zod schema, then mutated — wrong types, huge and odd strings,
 * injection strings, negative and huge numbers, missing and extra fields, malformed JSON and multipart.
 * No answer may be a 5xx, and a refused write may not change the database. Time is reported, not
 * asserted (the slowest answers are printed; a request that hangs fails by the test's timeout):
 * speed is measured by `npm run bench`, where the machine's pace is known.
 */
let ctx: TestContext;
let routes: RegisteredRoute[] = [];
const tokens: (string | undefined)[] = [];
let orgSlug = '';
let jobSlug = '';

const NASTY = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '😀🏥',
  'A'.repeat(5000),
  '%00%2e%2e',
  '{"$gt":""}',
];
const NUMBERS = [-1, 0, 1e308, -1e308, 2 ** 63, 1.5, Number.MAX_SAFE_INTEGER];

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await makeUser(ctx, { role: 'organization', approved: true });
  const person = await makeUser(ctx);
  const admin = await makeUser(ctx, { role: 'super-admin' });
  orgSlug = owner.orgSlug!;
  const to = await login(ctx, owner);
  tokens.push(undefined, to, await login(ctx, person), await login(ctx, admin));
  const job = await request(ctx, 'POST', `/organization/${orgSlug}/job/create`, to, {
    title: 'Fuzz RN',
    employment_type: 'full-time',
    is_remote: true,
    description: 'A job the fuzzer pokes at all day long.',
  });
  jobSlug = job.json().data.job.slug;
  routes = (await registeredRoutes(ctx)).filter((r) => !r.url.includes('/dev/'));
  // Routes that end the caller's session (or account) go last, so the other routes are fuzzed signed in.
  const ending = (u: string) =>
    /\/(logout|account-withdrawal|account-active|individual\/account\/:id)$/.test(u);
  routes.sort((a, b) => Number(ending(a.url)) - Number(ending(b.url)));
  watch = await changeWatch(ctx, snapshot);
});

const PARAM_VALUES: Record<string, () => string[]> = {
  slug: () => [orgSlug, 'no-such-thing', encodeURIComponent("' OR 1=1 --")],
  jobSlug: () => [jobSlug, 'missing-job'],
  uuid: () => [randomUUID(), 'not-a-uuid'],
  uid: () => [randomUUID(), 'nope'],
  hash: () => ['a'.repeat(40), 'zz'],
};
const paramValues = (name: string) =>
  (PARAM_VALUES[name] ?? (() => ['1', '999999999', '-1', 'abc', '1e400']))();

function fill(url: string, pick: number) {
  return url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const values = paramValues(name);
    return values[pick % values.length];
  });
}

/** Body variants from the route's zod schema: every known field gets wrong-typed and hostile values. */
function bodies(route: RouteOptions): unknown[] {
  const schema = (route.schema as { body?: { shape?: Record<string, unknown> } } | undefined)?.body;
  const keys = schema?.shape ? Object.keys(schema.shape) : ['email', 'title', 'name', 'status'];
  const out: unknown[] = [undefined, {}, [], 'just a string', 12345, null];
  for (const k of keys) {
    out.push(
      { [k]: NASTY[keys.indexOf(k) % NASTY.length] },
      { [k]: NUMBERS[keys.indexOf(k) % NUMBERS.length] },
      { [k]: { nested: [1, 2, 3] } },
    );
  }
  out.push(Object.fromEntries(keys.map((k, i) => [k, NASTY[i % NASTY.length]])));
  out.push({
    ...Object.fromEntries(keys.map((k) => [k, 'x'])),
    __proto__: { admin: true },
    constructor: { prototype: { x: 1 } },
    extra_field: true,
  });
  return out;
}

const QUERY_SUFFIXES = [
  '',
  '?page=-1&perPage=100000&pageSize=0',
  `?search=${encodeURIComponent(NASTY[0])}&status=%00&filter=bogus`,
  '?page=abc&limit=1e999&expires=-1',
];

let snapshotSql: ReturnType<typeof sql.raw> | null = null;
async function snapshot() {
  if (!snapshotSql) {
    const tables = await ctx.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const parts = (tables.rows as { table_name: string }[]).map(
      (t) => `(select count(*) from "${t.table_name}") as "${t.table_name}"`,
    );
    snapshotSql = sql.raw(`select ${parts.join(', ')}`);
  }
  return (await ctx.db.execute(snapshotSql)).rows[0] as Fingerprint;
}
let watch: Awaited<ReturnType<typeof changeWatch>>;

let seq = 0;
const ip = () => {
  seq++;
  return `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
};

describe('fuzzing every route', () => {
  it('finds routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  it('never answers 5xx, never changes data when refusing', async () => {
    const failures: string[] = [];
    const histogram: Record<number, number> = {};
    const slowest: { ms: number; what: string }[] = [];
    for (const [ri, r] of routes.entries()) {
      const variants =
        r.method === 'GET'
          ? QUERY_SUFFIXES.map((q) => ({ body: undefined, q }))
          : bodies(r.route).map((body, i) => ({ body, q: QUERY_SUFFIXES[i % QUERY_SUFFIXES.length] }));
      for (const [vi, v] of variants.entries()) {
        const token = tokens[(ri + vi) % tokens.length];
        const url = `${fill(r.url, vi)}${v.q}`;
        const before = r.method === 'GET' ? null : await watch.before();
        const t0 = Date.now();
        const res = await ctx.app.inject({
          method: r.method as 'GET',
          url,
          headers: {
            ...(token ? bearer(token) : {}),
            ...(v.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          payload: v.body === undefined ? undefined : JSON.stringify(v.body),
          remoteAddress: ip(),
        });
        const ms = Date.now() - t0;
        histogram[res.statusCode] = (histogram[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 500)
          failures.push(
            `${res.statusCode} ${r.method} ${url} ${JSON.stringify(v.body)?.slice(0, 120)} → ${res.body.slice(0, 200)}`,
          );
        slowest.push({ ms, what: `${r.method} ${url.slice(0, 120)}` });
        if (slowest.length > 40) slowest.sort((a, b) => b.ms - a.ms).splice(5);
        if (before && res.statusCode >= 400 && (await watch.changedSince(before)).length)
          failures.push(`refused ${res.statusCode} but changed data: ${r.method} ${url}`);
      }
      // Malformed bodies on every write: broken JSON and broken multipart.
      if (r.method !== 'GET') {
        for (const [ct, payload] of [
          ['application/json', '{"email": '],
          [
            'multipart/form-data; boundary=zzz',
            '--zzz\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\n\r\n\u0089PNG\r\n--wrong--',
          ],
          ['text/plain', 'hello'],
        ]) {
          const res = await ctx.app.inject({
            method: r.method as 'POST',
            url: fill(r.url, 0),
            headers: { ...bearer(tokens[1]!), 'content-type': ct },
            payload,
            remoteAddress: ip(),
          });
          if (res.statusCode >= 500)
            failures.push(`${res.statusCode} ${r.method} ${r.url} with ${ct} → ${res.body.slice(0, 200)}`);
        }
      }
    }
    console.log(`fuzz: ${routes.length} routes, statuses ${JSON.stringify(histogram)}`);
    const top = slowest.sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(`fuzz: slowest answers ${top.map((s) => `${s.ms} ms ${s.what}`).join('; ')}`);
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
  }, 300_000);
});
