import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { bearer, type TestContext } from '../../../../test/context';
import { multipart } from '../../../../test/fixtures';
import { buildApp } from '../../../app';
import { sampleOf } from './sample';
import type { Actor, World } from './world';

export interface RegisteredRoute {
  method: string;
  url: string;
  route: RouteOptions;
}

/** Every /api/v1 route the app registers (docs and dev-only helpers aside), as the matrix sees them. */
export async function registeredRoutes(ctx: TestContext) {
  const routes: RegisteredRoute[] = [];
  const collector = await buildApp(ctx.deps, {
    onRoute: (method, url, route) => {
      if (url.startsWith('/api/v1') && !url.startsWith('/api/v1/docs') && method !== 'HEAD')
        routes.push({ method, url, route });
    },
  });
  await collector.ready();
  await collector.close();
  return routes.filter((r, i) => routes.findIndex((x) => x.method === r.method && x.url === r.url) === i);
}

/** A content fingerprint of every table: a refused write must leave it as it was. */
let fingerprintSql: ReturnType<typeof sql.raw> | null = null;
export async function fingerprint(ctx: TestContext) {
  if (!fingerprintSql) {
    const tables = await ctx.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%' order by 1`,
    );
    const parts = (tables.rows as { table_name: string }[]).map(
      (t) =>
        `(select md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) from "${t.table_name}" x) as "${t.table_name}"`,
    );
    fingerprintSql = sql.raw(`select ${parts.join(', ')}`);
  }
  return (await ctx.db.execute(fingerprintSql)).rows[0] as Fingerprint;
}

export const changedTables = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).filter((k) => a[k] !== b[k]);

export type Fingerprint = Record<string, string>;

/**
 * Whether a refused call changed anything, without a full fingerprint around every call: a
 * fingerprint reads every table (about 20 ms), and the matrix makes thousands of refused writes,
 * almost all of which write nothing. A statement trigger on every table moves a sequence (per
 * database, outside transactions, so another test file's writes do not count), and a fingerprint is
 * only read again once it has moved. When it has, the contents still decide, as before: a write that
 * left every row as it was is no change. `read` is the fingerprint (the fuzz suite counts rows).
 */
export async function changeWatch(
  ctx: TestContext,
  read: () => Promise<Fingerprint> = () => fingerprint(ctx),
) {
  await ctx.db.execute(
    sql.raw(`
    create sequence if not exists "__authz_clock";
    create or replace function "__authz_tick"() returns trigger language plpgsql as $$
    begin perform nextval('"__authz_clock"'); return null; end $$;
    do $$ declare t text; begin
      for t in select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and left(table_name, 2) <> '__'
      loop
        execute format('create or replace trigger "__authz_clock" after insert or update or delete or truncate
          on %I for each statement execute function "__authz_tick"()', t);
      end loop;
    end $$;`),
  );
  // `is_called` too: the first tick leaves last_value at 1 and only sets it.
  const clock = async () =>
    String(
      (await ctx.db.execute(sql.raw(`select last_value || ':' || is_called as v from "__authz_clock"`)))
        .rows[0].v,
    );
  let last: { clock: string; fp: Fingerprint } | null = null;
  return {
    /** The state before a call: the last fingerprint while nothing has been written since. */
    async before() {
      const c = await clock();
      if (last?.clock !== c) last = { clock: c, fp: await read() };
      return last;
    },
    /** The tables whose contents differ from `b` (none, unread, when nothing was written). */
    async changedSince(b: { clock: string; fp: Fingerprint }) {
      const c = await clock();
      if (c === b.clock) return [];
      last = { clock: c, fp: await read() };
      return changedTables(b.fp, last.fp);
    },
  };
}

export type Params = Record<string, string | number>;
export interface Call {
  params?: Params;
  query?: string;
  body?: unknown;
  upload?: { fields: Record<string, string>; file?: Parameters<typeof multipart>[1] };
}

let seq = 0;
const nextIp = () => {
  seq++;
  return `10.${200 + ((seq >> 16) & 31)}.${(seq >> 8) & 255}.${seq & 255}`;
};

/** Calls one route as one actor with the row's valid request. */
export async function callAs(w: World, r: RegisteredRoute, actor: Actor, c: Call) {
  const url = r.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const v = c.params?.[name];
    if (v === undefined) throw new Error(`matrix: no value for :${name} in ${r.method} ${r.url}`);
    return encodeURIComponent(String(v));
  });
  const token = w.tokens[actor];
  const auth = token ? bearer(token) : {};
  if (c.upload) {
    const m = multipart(c.upload.fields, c.upload.file);
    return w.ctx.app.inject({
      method: r.method as 'POST',
      url: `${url}${c.query ?? ''}`,
      headers: { ...m.headers, ...auth },
      payload: m.payload,
      remoteAddress: nextIp(),
    });
  }
  const schema = r.route.schema as { body?: unknown } | undefined;
  const body = c.body !== undefined ? c.body : r.method === 'GET' ? undefined : sampleOf(schema?.body);
  return w.ctx.app.inject({
    method: r.method as 'GET',
    url: `${url}${c.query ?? ''}`,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: nextIp(),
  });
}
