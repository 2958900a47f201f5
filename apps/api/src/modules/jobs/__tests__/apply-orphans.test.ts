import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestContext,
  login,
  type MadeUser,
  makeUser,
  type TestContext,
} from '../../../../test/context';
import { makePdf } from '../../../../test/fixtures';
import { applicationsRepository } from '../applications.repository';

let ctx: TestContext;
let owner: MadeUser;
let nurse: MadeUser;
let tn: string;
let jobId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await makeUser(ctx, { role: 'organization', company: 'Orphan Hospital', approved: true });
  const standard = await ctx.db.query.plans.findFirst({
    where: (p, { eq }) => eq(p.slug, 'organization-standard'),
  });
  await ctx.db.insert(schema.subscriptions).values({ organization_id: owner.orgId!, plan_id: standard!.id });
  nurse = await makeUser(ctx);
  tn = await login(ctx, nurse);
  const job = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/organization/${owner.orgSlug}/job/create`,
    headers: bearer(await login(ctx, owner)),
    payload: {
      title: 'Float RN',
      employment_type: 'full-time',
      city: 'Austin',
      state: 'TX',
      description: 'Float pool registered nurse across several units.',
    },
  });
  jobId = job.json().data.job.id;
});
afterEach(() => vi.restoreAllMocks());

/** A multipart form with any number of files (the fixture helper sends one). */
function form(fields: Record<string, string>, files: Record<string, Buffer>) {
  const boundary = `----orphans${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, data] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const apply = (fields: Record<string, string>, files: Record<string, Buffer>) => {
  const m = form(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/organization/${owner.orgSlug}/job/apply/`,
    payload: m.payload,
    headers: { ...m.headers, ...bearer(tn) },
  });
};
const fields = (over: Record<string, string> = {}) => ({
  job_id: String(jobId),
  first_name: 'Nina',
  last_name: 'Ortiz',
  email: nurse.email,
  ...over,
});
const nurseFiles = () => ctx.db.select().from(schema.files).where(eq(schema.files.user_id, nurse.id));
describe('a refused application leaves no uploaded file behind', () => {
  it('refused by validation or an earlier application: nothing is stored', async () => {
    const before = (await nurseFiles()).length;
    const invalid = await apply(fields({ email: 'not-an-email' }), { resume: makePdf(['CV']) });
    expect(invalid.statusCode).toBe(422);
    const ok = await apply(fields(), { resume: makePdf(['CV']) });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await apply(fields(), { resume: makePdf(['CV 2']), cover_letter: makePdf(['Letter']) });
    expect(again.statusCode).toBe(409);
    expect(await nurseFiles()).toHaveLength(before + 1);
  });

  it('refused by a concurrent duplicate at insert: the resume and cover letter stored for it are removed (rows and bytes)', async () => {
    const rowsBefore = await nurseFiles();
    const put = vi.spyOn(ctx.deps.storage, 'put');
    // The other request's application lands between this one's check and its insert.
    vi.spyOn(applicationsRepository, 'byJobAndUser').mockResolvedValueOnce(null as never);
    const res = await apply(fields(), { resume: makePdf(['CV 3']), cover_letter: makePdf(['Letter 3']) });
    expect(res.statusCode, res.body).toBe(409);
    expect(await nurseFiles()).toEqual(rowsBefore);
    const keys = await Promise.all(put.mock.results.map((r) => r.value as Promise<string>));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await ctx.deps.storage.get(key)).toBeNull();
  });
});
