import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, bearer, login, type MadeUser, makeUser, postMultipart } from '../../../../test/context';
import { makePdf, type multipart, PNG } from '../../../../test/fixtures';
import { FrozenClock } from '../../../lib/clock';

const clock = new FrozenClock();
const { ctx, call } = apiSuite({ clock });
let u: MadeUser;
let t: string;
beforeAll(async () => {
  u = await makeUser(ctx);
  t = await login(ctx, u);
});

const upload = (
  url: string,
  token: string,
  fields: Record<string, string>,
  file: Parameters<typeof multipart>[1],
) => postMultipart(ctx, url, token, fields, file);
const saveResume = async (token: string, text: string) => {
  const res = await upload(
    '/individual/resume-letter',
    token,
    { type: 'resume' },
    { field: 'file', name: 'cv.pdf', data: makePdf([text]) },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; url: string };
};
const open = (url: string) => ctx.app.inject({ method: 'GET', url });
const withParam = (url: string, key: string, value: string) => {
  const u = new URL(url, 'http://x');
  u.searchParams.set(key, value);
  return `${u.pathname}${u.search}`;
};

describe('signed file links', () => {
  it('opens a private file by its link with no token, as the viewer it was issued to', async () => {
    const file = await saveResume(t, 'Signed CV');
    expect(file.url).toMatch(new RegExp(`^/api/v1/files/${file.id}\\?viewer=${u.id}&exp=\\d+&sig=[\\w-]+$`));
    const res = await open(file.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The saved list signs its URLs too.
    const list = (await call('GET', '/individual/resume-letter', t)).json().data;
    expect((await open(list.resumes[0].url)).statusCode).toBe(200);
    // Without the signature it is private, as before.
    expect((await open(`/api/v1/files/${file.id}`)).statusCode).toBe(404);
  });

  it('refuses tampered, expired, other-viewer and other-file links like a missing file', async () => {
    const a = await saveResume(t, 'CV A');
    const b = await saveResume(t, 'CV B');
    const other = await makeUser(ctx);
    const sig = new URL(a.url, 'http://x').searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      withParam(a.url, 'sig', flipped),
      withParam(a.url, 'sig', ''),
      withParam(a.url, 'viewer', String(other.id)),
      withParam(a.url, 'exp', String(Number(new URL(a.url, 'http://x').searchParams.get('exp')) + 3600)),
      withParam(a.url, 'viewer', 'abc'),
      // A's signature on B's path.
      a.url.replace(`/files/${a.id}?`, `/files/${b.id}?`),
    ];
    for (const url of refused) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('File not found.');
    }
    expect((await open(b.url)).statusCode).toBe(200);

    clock.advance(14 * 60_000);
    expect((await open(a.url)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const expired = await open(a.url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe('File not found.');
    // A bearer token still opens it, whatever the link says.
    expect((await ctx.app.inject({ method: 'GET', url: a.url, headers: bearer(t) })).statusCode).toBe(200);
  });

  it('serves the signed viewer only what they may read now', async () => {
    const file = await saveResume(t, 'CV gone');
    await call('DELETE', `/individual/resume-letter/${file.id}`, t);
    expect((await open(file.url)).statusCode).toBe(404);
  });

  it('keeps public images on plain URLs', async () => {
    const res = await upload(
      '/individual/profile-image',
      t,
      {},
      { field: 'image', name: 'me.png', data: PNG },
    );
    expect(res.json().data.profile_image).toMatch(/^\/api\/v1\/files\/\d+$/);
    expect((await open(res.json().data.profile_image)).statusCode).toBe(200);
  });
});
