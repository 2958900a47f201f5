import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  login,
  makeUser,
  postMultipart,
  request,
  type TestContext,
} from '../../../test/context';
import { makeDocx, makePdf, makeZip, PNG, zipBombDocx } from '../../../test/fixtures';

/** Hostile files against every upload route: each is refused with 4xx and nothing is stored. */
let ctx: TestContext;
let tOwner: string;
let tPerson: string;
// The test names are collected before beforeAll runs: until then the routes read '{slug}'.
let orgSlug = '{slug}';
let jobId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await makeUser(ctx, { role: 'organization', approved: true });
  orgSlug = owner.orgSlug!;
  tOwner = await login(ctx, owner);
  tPerson = await login(ctx, await makeUser(ctx));
  const job = await request(ctx, 'POST', `/organization/${orgSlug}/job/create`, tOwner, {
    title: 'Corpus RN',
    employment_type: 'full-time',
    is_remote: true,
    description: 'A job that receives only hostile files.',
  });
  jobId = job.json().data.job.id;
});

const CORPUS: { name: string; file: string; data: () => Buffer }[] = [
  {
    name: 'HTML named .png',
    file: 'photo.png',
    data: () => Buffer.from('<html><script>alert(document.cookie)</script></html>'),
  },
  {
    name: 'SVG with script',
    file: 'logo.svg',
    data: () =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
  },
  {
    name: 'executable named .pdf',
    file: 'cv.pdf',
    data: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  },
  {
    name: 'path traversal name',
    file: '../../../../etc/passwd',
    data: () => Buffer.from('root:x:0:0:root:/root:/bin/bash'),
  },
  { name: 'zip bomb DOCX', file: 'cv.docx', data: zipBombDocx },
  {
    name: 'zip with traversal entry',
    file: 'cv.docx',
    data: () =>
      makeZip([
        { name: '../../evil.sh', data: Buffer.from('rm -rf /') },
        { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
      ]),
  },
  {
    name: 'zip that is not a document',
    file: 'cv.docx',
    data: () => makeZip([{ name: 'readme.txt', data: Buffer.from('hello') }]),
  },
  { name: 'empty file', file: 'cv.pdf', data: () => Buffer.alloc(0) },
  {
    name: 'oversize',
    file: 'big.pdf',
    data: () => Buffer.concat([makePdf(['x']), Buffer.alloc(51 * 1024 * 1024)]),
  },
  { name: 'truncated PNG header', file: 'a.png', data: () => PNG.subarray(0, 6) },
];

const ROUTES: {
  url: () => string;
  field: string;
  token: () => string;
  fields?: () => Record<string, string>;
}[] = [
  { url: () => '/individual/profile-image', field: 'image', token: () => tPerson },
  { url: () => '/individual/profile-image?type=COVER_IMAGE', field: 'image', token: () => tPerson },
  {
    url: () => '/individual/resume-letter',
    field: 'file',
    token: () => tPerson,
    fields: () => ({ type: 'resume' }),
  },
  { url: () => '/individual/health-requirement-document', field: 'file', token: () => tPerson },
  { url: () => '/individual/resume-import', field: 'file', token: () => tPerson },
  { url: () => `/organization/${orgSlug}/logo`, field: 'logo', token: () => tOwner },
  { url: () => `/organization/${orgSlug}/video`, field: 'video', token: () => tOwner },
  { url: () => `/organization/${orgSlug}/about-facility/upload`, field: 'media', token: () => tOwner },
  {
    url: () => `/organization/${orgSlug}/job/apply/`,
    field: 'resume',
    token: () => tPerson,
    fields: () => ({ job_id: String(jobId), first_name: 'A', last_name: 'B', email: 'a@example.test' }),
  },
];

const stored = async () => {
  const rows = (await ctx.db.select().from(schema.files)).length;
  const dir = join(tmpdir(), `hctl-uploads-${ctx.id}`);
  const files = await readdir(dir, { recursive: true }).catch(() => []);
  return {
    rows,
    files: files.length,
    applications: (await ctx.db.select().from(schema.jobApplications)).length,
  };
};

describe('hostile uploads', () => {
  it.each(ROUTES.map((r) => [r.url(), r] as const))(
    '%s refuses the whole corpus and stores nothing',
    async (_u, r) => {
      const before = await stored();
      for (const c of CORPUS) {
        const res = await postMultipart(ctx, r.url(), r.token(), r.fields?.() ?? {}, {
          field: r.field,
          name: c.file,
          data: c.data(),
        });
        expect(res.statusCode, `${c.name}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, c.name).toBeLessThan(500);
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('still accepts a real document where documents belong', async () => {
    const res = await postMultipart(
      ctx,
      '/individual/resume-letter',
      tPerson,
      { type: 'cover_letter' },
      { field: 'file', name: 'letter.docx', data: makeDocx(['Dear hiring team']) },
    );
    expect(res.statusCode).toBe(200);
  });
});
