import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, postMultipart, signedIn } from '../../../../test/context';
import { GIF, JPEG, makeDocx, makePdf, type multipart, PNG, zipBombDocx } from '../../../../test/fixtures';

const { ctx, call } = apiSuite();
let t: string;
beforeAll(async () => {
  ({ token: t } = await signedIn(ctx));
});

const upload = (
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) => postMultipart(ctx, url, token, fields, file);
const fileCount = async () => (await ctx.db.select().from(schema.files)).length;

describe('profile and cover images', () => {
  it('accepts png, jpeg and gif by content and serves them publicly', async () => {
    for (const [name, data] of [
      ['me.png', PNG],
      ['me.jpg', JPEG],
      ['me.gif', GIF],
    ] as const) {
      const res = await upload('/individual/profile-image', t, {}, { field: 'image', name, data });
      expect(res.statusCode, res.body).toBe(200);
    }
    const cover = await upload(
      '/individual/profile-image?type=COVER_IMAGE',
      t,
      {},
      { field: 'image', name: 'c.png', data: PNG },
    );
    const account = cover.json().data;
    expect(account.cover_image).toMatch(/^\/api\/v1\/files\/\d+$/);
    const img = await ctx.app.inject({ method: 'GET', url: account.cover_image });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses files that are not images whatever their name, and stores nothing', async () => {
    const before = await fileCount();
    const cases = [
      { name: 'evil.png', data: Buffer.from('<script>alert(1)</script>') },
      { name: 'doc.jpg', data: makePdf(['hello']) },
      {
        name: 'x.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { name: '../../etc/passwd.png', data: Buffer.from('root:x:0:0') },
    ];
    for (const c of cases) {
      const res = await upload('/individual/profile-image', t, {}, { field: 'image', ...c });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.image).toBe('Upload a file of type JPG, PNG or GIF.');
    }
    expect((await upload('/individual/profile-image', t, {})).json().errors.image).toBe(
      'Choose a file to upload.',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    expect(
      (
        await upload('/individual/profile-image', t, {}, { field: 'image', name: 'big.png', data: big })
      ).json().errors.image,
    ).toMatch(/5 MB/);
    expect(await fileCount()).toBe(before);
  });

  it('needs a token and multipart', async () => {
    expect(
      (await upload('/individual/profile-image', undefined, {}, { field: 'image', name: 'a.png', data: PNG }))
        .statusCode,
    ).toBe(401);
    const json = await call('POST', '/individual/profile-image', t, { image: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

describe('saved resumes and cover letters', () => {
  it('keeps PDF and DOCX attachments for their owner only', async () => {
    const r1 = await upload(
      '/individual/resume-letter',
      t,
      { type: 'resume' },
      { field: 'file', name: 'cv.pdf', data: makePdf(['Nurse']) },
    );
    expect(r1.statusCode, r1.body).toBe(200);
    const r2 = await upload(
      '/individual/resume-letter',
      t,
      { type: 'cover_letter' },
      { field: 'file', name: 'letter.docx', data: makeDocx(['Dear team']) },
    );
    expect(r2.statusCode, r2.body).toBe(200);
    const list = (await call('GET', '/individual/resume-letter', t)).json().data;
    expect(list.resumes.map((f: { name: string }) => f.name)).toEqual(['cv.pdf']);
    expect(list.cover_letters).toHaveLength(1);

    const { token: to } = await signedIn(ctx);
    const id = r1.json().data.id;
    expect((await call('GET', `/files/${id}`, to)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/files/${id}` })).statusCode).toBe(404);
    expect((await call('GET', `/files/${id}`, t)).statusCode).toBe(200);
    expect((await call('DELETE', `/individual/resume-letter/${id}`, to)).statusCode).toBe(404);
    expect((await call('DELETE', `/individual/resume-letter/${id}`, t)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/individual/resume-letter' })).statusCode,
    ).toBe(401);
  });

  it('refuses zip bombs, fake documents and bad types', async () => {
    const before = await fileCount();
    const bomb = await upload(
      '/individual/resume-letter',
      t,
      { type: 'resume' },
      { field: 'file', name: 'cv.docx', data: zipBombDocx() },
    );
    expect(bomb.statusCode).toBe(422);
    const fake = await upload(
      '/individual/resume-letter',
      t,
      { type: 'resume' },
      { field: 'file', name: 'cv.pdf', data: PNG },
    );
    expect(fake.json().errors.file).toBe('Upload a file of type PDF or DOCX.');
    const badType = await upload(
      '/individual/resume-letter',
      t,
      { type: 'photo' },
      { field: 'file', name: 'cv.pdf', data: makePdf(['x']) },
    );
    expect(badType.json().errors.type).toBeDefined();
    expect(await fileCount()).toBe(before);
  });
});

describe('health requirement documents', () => {
  it('links a record only to an own document', async () => {
    const doc = (
      await upload(
        '/individual/health-requirement-document',
        t,
        {},
        { field: 'file', name: 'tb.pdf', data: makePdf(['TB negative']) },
      )
    ).json().data;
    const ok = await call('POST', '/individual/health-requirements', t, {
      requirement: 'tb test',
      completed_on: '2025-09-01',
      document_id: doc.id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const { token: to } = await signedIn(ctx);
    const steal = await call('POST', '/individual/health-requirements', to, {
      requirement: 'tb test',
      completed_on: '2025-09-01',
      document_id: doc.id,
    });
    expect(steal.statusCode).toBe(422);
    expect(steal.json().errors.document_id).toBeDefined();
  });
});
