import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, postForm } from '../../../../test/context';
import { makePdf, multipartForm } from '../../../../test/fixtures';
import { subscribe } from '../../billing/__tests__/helpers';
import { applicationsRepository } from '../applications.repository';

const { ctx, call } = apiSuite();
let owner: MadeUser;
let nurse: MadeUser;
let tn: string;
let jobId: number;
beforeAll(async () => {
  owner = await makeUser(ctx, { role: 'organization', company: 'Orphan Hospital', approved: true });
  await subscribe(ctx, owner.orgId!, 'organization-standard');
  nurse = await makeUser(ctx);
  tn = await login(ctx, nurse);
  const job = await call('POST', `/organization/${owner.orgSlug}/job/create`, await login(ctx, owner), {
    title: 'Float RN',
    employment_type: 'full-time',
    city: 'Austin',
    state: 'TX',
    description: 'Float pool registered nurse across several units.',
  });
  jobId = job.json().data.job.id;
});
afterEach(() => vi.restoreAllMocks());

/** Applies with `files` as PDFs named after their fields. */
const apply = (fields: Record<string, string>, files: Record<string, Buffer>) =>
  postForm(
    ctx,
    `/organization/${owner.orgSlug}/job/apply/`,
    tn,
    multipartForm(
      fields,
      Object.entries(files).map(([field, data]) => ({
        field,
        name: `${field}.pdf`,
        data,
        type: 'application/pdf',
      })),
    ),
  );
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
