import { writeFileSync } from 'node:fs';
import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { type AuthRequirement, adminRequirement, orgRequirement } from '../../plugins/auth';
import { defaultParams } from './authz/defaults';
import { callAs, changeWatch, type RegisteredRoute, registeredRoutes } from './authz/runner';
import { type Outcome, TABLE } from './authz/table';
import { ACTORS, type Actor, buildWorld, type World } from './authz/world';

/**
 * The authorization matrix: every registered route × nine callers, each with a valid request for
 * individual A's or organization O's resource. The expected outcome of every cell is written in
 * ./authz/table.ts; a route missing there fails the suite. A refused write must leave every table
 * as it was. MATRIX_RECORD=1 writes what was observed to /tmp/authz-observed.json instead.
 */
const RECORD = process.env.MATRIX_RECORD === '1';
let ctx: TestContext;
let w: World;
let routes: RegisteredRoute[];
let watch: Awaited<ReturnType<typeof changeWatch>>;

beforeAll(async () => {
  // Thousands of calls from one address in a minute or two: the global per-IP limit (600 a minute
  // by default, its own test elsewhere) would answer the late rows 429 instead of their real status.
  ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '100000' } });
  w = await buildWorld(ctx);
  routes = await registeredRoutes(ctx);
  // Rows that end a session or an account run after the rest; account deletion runs very last.
  const rank = (r: RegisteredRoute) => TABLE[`${r.method} ${r.url}`]?.order ?? 0;
  routes.sort((a, b) => rank(a) - rank(b));
  watch = await changeWatch(ctx);
}, 120_000);

const OUTSIDERS: Actor[] = ['unverified', 'individualB', 'memberWithout', 'otherOwner'];
const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
const outcomeOf = (status: number): Outcome =>
  status >= 200 && status < 300 ? 'ok' : (String(status) as Outcome);

/**
 * What a route's declared auth alone says about some cells: anyone may reach a public route; a
 * signed-in route refuses the anonymous caller; an organization route hides the organization from
 * outsiders (404) and refuses members without the permission (403); an individual route refuses
 * organization and super-admin accounts; a super-admin route (or one needing an admin permission)
 * refuses everyone else.
 */
function impliedCells(auth: AuthRequirement | undefined): Partial<Record<Actor, string>> {
  if (!auth || auth === 'public' || auth === 'optional') return { anonymous: 'not 401' };
  const org = orgRequirement(auth);
  if (org) {
    const outsiders = { anonymous: '401', unverified: '404', individualB: '404', otherOwner: '404' };
    if (org === 'member') return outsiders;
    if (org === 'owner') return { ...outsiders, memberWith: '403', memberWithout: '403' };
    return { ...outsiders, memberWithout: '403' };
  }
  // Individual accounts only: organization and super-admin accounts are refused.
  if (auth === 'individual')
    return { anonymous: '401', orgOwner: '403', otherOwner: '403', superAdmin: '403' };
  if (auth === 'super-admin' || adminRequirement(auth))
    return Object.fromEntries(
      ACTORS.map((a) => [a, a === 'anonymous' ? '401' : a === 'superAdmin' ? 'ok' : '403']).filter(
        ([a]) => a !== 'superAdmin',
      ),
    );
  return { anonymous: '401' };
}

async function restoreActors() {
  await ctx.db.update(schema.users).set({ is_active: true });
  for (const a of ACTORS) await w.relogin(a);
}

describe('authorization matrix', () => {
  it('lists every registered route', () => {
    const missing = routes.map(key).filter((k) => !TABLE[k]);
    const stale = Object.keys(TABLE).filter((k) => !routes.some((r) => key(r) === k));
    if (!RECORD) {
      expect(missing, 'routes missing from authz/table.ts').toEqual([]);
      expect(stale, 'rows for routes that no longer exist').toEqual([]);
    }
    expect(routes.length).toBeGreaterThan(200);
  });

  it("agrees with what each route declares (config.auth), so a route's declaration and its row cannot drift", () => {
    const failures: string[] = [];
    for (const r of routes) {
      const row = TABLE[key(r)];
      if (!row) continue;
      const cells = row.expect.trim().split(/\s+/);
      const implied = impliedCells(r.route.config?.auth);
      for (const [actor, want] of Object.entries(implied) as [Actor, string][]) {
        const got = cells[ACTORS.indexOf(actor)];
        if (want === 'not 401' ? got === '401' : got !== want)
          failures.push(
            `${key(r)} as ${actor}: the route declares ${JSON.stringify(r.route.config?.auth)} (${want}), the table says ${got}`,
          );
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('answers every actor as the table says, and refused writes change nothing', async () => {
    const failures: string[] = [];
    const observed: Record<string, { codes: string; notes: Record<string, string> }> = {};
    for (const r of routes) {
      const row = TABLE[key(r)];
      const expected = row ? row.expect.trim().split(/\s+/) : [];
      if (row && expected.length !== ACTORS.length)
        failures.push(`${key(r)}: expect needs ${ACTORS.length} cells`);
      // Refused callers go first, so an allowed write (a delete, say) cannot hide a refusal.
      const order = [...ACTORS].sort(
        (a, b) => Number(expected[ACTORS.indexOf(a)] === 'ok') - Number(expected[ACTORS.indexOf(b)] === 'ok'),
      );
      const got: Partial<Record<Actor, string>> = {};
      const notes: Record<string, string> = {};
      for (const actor of order) {
        if (row?.session === 'fresh') await w.relogin(actor);
        const c = { ...((await row?.call?.(w, actor)) ?? {}) };
        c.params = { ...defaultParams(w), ...c.params };
        const before = r.method === 'GET' ? null : await watch.before();
        const res = await callAs(w, r, actor, c);
        const outcome = outcomeOf(res.statusCode);
        got[actor] = outcome;
        if (outcome !== 'ok') notes[actor] = res.body.slice(0, 160);
        const want = expected[ACTORS.indexOf(actor)];
        if (row && want !== outcome)
          failures.push(`${key(r)} as ${actor}: expected ${want}, got ${outcome} ${res.body.slice(0, 160)}`);
        // Outsiders to A and O never see A's private data, whatever the status.
        if (OUTSIDERS.includes(actor) && row && !row.expect.startsWith('ok') && res.body.includes(w.A.email))
          failures.push(`${key(r)} as ${actor}: the answer contains A's e-mail`);
        if (before && outcome !== 'ok') {
          const changed = await watch.changedSince(before);
          if (changed.length)
            failures.push(`${key(r)} as ${actor}: refused ${outcome} but changed ${changed}`);
        }
      }
      if (row?.session === 'fresh') await restoreActors();
      await row?.after?.(w);
      observed[key(r)] = { codes: ACTORS.map((a) => got[a]).join(' '), notes };
    }
    if (RECORD) {
      writeFileSync('/tmp/authz-observed.json', JSON.stringify(observed, null, 1));
      writeFileSync('/tmp/authz-failures.txt', failures.join('\n'));
    } else expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, 600_000);
});
