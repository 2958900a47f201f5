import { REPORT_COLUMNS, REPORT_KINDS } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser, request } from '../../../../test/context';
import { hmac } from '../../../lib/crypto';

const { ctx } = apiSuite();
let admin: string;
let noReports: string;
let otherAdmin: string;
let individual: string;
let orgOwner: string;
const get = (url: string, token?: string) => request(ctx, 'GET', url, token);
const service = () => ctx.app.modules.reports.services.reports;
const job = { updateProgress: async () => {}, attemptsMade: 0, opts: { attempts: 2 } };
const countOf = async (sql: string) => Number((await ctx.deps.pool.query(sql)).rows[0].n);

beforeAll(async () => {
  admin = await login(ctx, await makeUser(ctx, { role: 'super-admin' }));
  otherAdmin = await login(ctx, await makeUser(ctx, { role: 'super-admin' }));
  // A super admin whose admin role lacks 'reports'.
  const limited = await makeUser(ctx, { role: 'super-admin' });
  const [role] = await ctx.db
    .insert(schema.adminRoles)
    .values({ name: 'Only users', permissions: ['users'] })
    .returning();
  const [u] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, limited.email));
  await ctx.db.insert(schema.adminRoleUsers).values({ user_id: u.id, role_id: role.id });
  noReports = await login(ctx, limited);
  individual = await login(ctx, await makeUser(ctx));
  for (let i = 0; i < 6; i++) await makeUser(ctx);
  orgOwner = await login(ctx, await makeUser(ctx, { role: 'organization', company: 'Report Clinic' }));
});

describe('GET admin/report/{report}', () => {
  it('answers every report: its columns, a page of 5 by default and a zero-filled weekly trend', async () => {
    for (const report of REPORT_KINDS) {
      const res = await get(`/admin/report/${report}`, admin);
      expect(res.statusCode, report).toBe(200);
      const d = res.json().data;
      expect(d.columns.map((c: { key: string }) => c.key)).toEqual(REPORT_COLUMNS[report].map((c) => c.key));
      expect(d.rows.per_page).toBe(5);
      expect(d.trend.points).toHaveLength(12);
    }
  });

  it('pages and filters users: status, search, date range; the trend counts signups', async () => {
    const total = await countOf('select count(*) as n from users');
    const all = (await get('/admin/report/user?pageSize=100', admin)).json().data;
    expect(all.rows.total).toBe(total);
    expect(all.rows.data).toHaveLength(total);
    expect(all.trend.points.at(-1).count).toBe(total);
    const p2 = (await get('/admin/report/user?page=2', admin)).json().data;
    expect(p2.rows).toMatchObject({ current_page: 2, per_page: 5, last_page: Math.ceil(total / 5) });
    const found = (await get('/admin/report/organization?search=report%20clin', admin)).json().data;
    expect(found.rows.data).toEqual([
      expect.objectContaining({ company_name: 'Report Clinic', approval_status: 'pending' }),
    ]);
    const pending = (await get('/admin/report/organization?status=approved', admin)).json().data;
    expect(pending.rows.total).toBe(0);
    const past = (await get('/admin/report/user?from=2020-01-01&to=2020-01-31', admin)).json().data;
    expect(past.rows.total).toBe(0);
    expect(past.trend.points.every((p: { count: number }) => p.count === 0)).toBe(true);
  });

  it('refuses bad filters (422), strangers (401), non-admins and admins without reports (403)', async () => {
    const bad = await get('/admin/report/jobs?status=maybe&pageSize=500&from=2026-13-01&export=pdf', admin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['status', 'pageSize', 'from', 'export']),
    );
    const backwards = await get('/admin/report/user?from=2026-02-01&to=2026-01-01', admin);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toBeDefined();
    expect((await get('/admin/report/user')).statusCode).toBe(401);
    expect((await get('/admin/report/user', individual)).statusCode).toBe(403);
    expect((await get('/admin/report/budget', orgOwner)).statusCode).toBe(403);
    expect((await get('/admin/report/flexlink', noReports)).statusCode).toBe(403);
  });
});

describe('exports', () => {
  async function exportOf(query: string) {
    const res = await get(`/admin/report/user?${query}`, admin);
    expect(res.statusCode).toBe(202);
    const started = res.json().data;
    expect(started).toMatchObject({ status: 'queued', progress: 0, download_url: null });
    await service().runExport(job, { uid: started.id });
    const status = (await get(`/admin/report/exports/${started.id}`, admin)).json().data;
    expect(status).toMatchObject({ status: 'done', progress: 100 });
    return status as { id: string; rows_written: number; download_url: string };
  }

  it('writes the users report to Excel, read back with exceljs: header and every row', async () => {
    const total = await countOf('select count(*) as n from users');
    const done = await exportOf('export=excel&status=active');
    expect(done.rows_written).toBe(total);
    const file = await ctx.app.inject({ method: 'GET', url: done.download_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="hctl-user-report-.*\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(total + 1);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(REPORT_COLUMNS.user.map((c) => c.label));
    expect(typeof ws.getRow(2).getCell(1).value).toBe('number');
    expect(ws.getRow(2).getCell(8).value).toBe('Yes');
  });

  it('writes CSV through the same pipeline, with the filters of the request', async () => {
    const done = await exportOf('export=csv&search=user');
    const file = await ctx.app.inject({ method: 'GET', url: done.download_url });
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(REPORT_COLUMNS.user.map((c) => c.label).join(','));
    const matching = await countOf(
      "select count(*) as n from users where lower(first_name || ' ' || last_name) like '%user%' or lower(email) like '%user%'",
    );
    expect(lines).toHaveLength(matching + 1);
    expect(done.rows_written).toBe(matching);
  });

  it('keeps an export to its requester, and refuses a tampered or expired link', async () => {
    const done = await exportOf('export=csv');
    expect((await get(`/admin/report/exports/${done.id}`, otherAdmin)).statusCode).toBe(404);
    expect((await get(`/admin/report/exports/${done.id}`, noReports)).statusCode).toBe(403);
    expect((await get('/admin/report/exports/not-a-uuid', admin)).statusCode).toBe(422);
    const url = new URL(done.download_url, 'http://x');
    const tampered = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&sig=${url.searchParams.get('sig')}`;
    const forged = await ctx.app.inject({ method: 'GET', url: tampered });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('invalid_signature');
    const past = Math.floor(Date.now() / 1000) - 60;
    const sig = hmac(ctx.deps.config.appKey, `report-export|${done.id}|${past}`);
    const expired = await ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}?expires=${past}&sig=${sig}`,
    });
    expect(expired.statusCode).toBe(410);
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(403);
  });

  it('the sweep removes expired exports with their files', async () => {
    const done = await exportOf('export=excel');
    const [row] = await ctx.deps.pool
      .query('select storage_key from report_exports where uid = $1', [done.id])
      .then((r) => r.rows);
    await ctx.deps.pool.query(
      "update report_exports set expires_at = now() - interval '1 minute' where uid = $1",
      [done.id],
    );
    expect(await service().sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await ctx.deps.storage.get(row.storage_key)).toBeNull();
    expect((await get(`/admin/report/exports/${done.id}`, admin)).statusCode).toBe(404);
  });
});
