import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, postMultipart, signedIn } from '../../../../test/context';
import { makePdf } from '../../../../test/fixtures';
import { ImagesService } from '../images.service';

const { ctx } = apiSuite();
let t: string;
beforeAll(async () => {
  ({ token: t } = await signedIn(ctx));
});

/** A real photo-like PNG (a gradient with noise, so encoders have something to do). */
const png = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#3a7',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();

/** Uploads a profile photo and returns its plain file URL. */
async function photo(data: Buffer, name = 'me.png') {
  const res = await postMultipart(ctx, '/individual/profile-image', t, {}, { field: 'image', name, data });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.profile_image as string;
}
const fileIdOf = (url: string) => Number(url.split('/').at(-1));
const image = (query: string, accept = 'image/png,image/*') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/image?${query}`, headers: { accept } });
const variants = (fileId: number) =>
  ctx.db.select().from(schema.imageVariants).where(eq(schema.imageVariants.file_id, fileId));
/** Every stored object (originals and variants) in this test file's storage folder. */
async function storedCount() {
  const root = join(tmpdir(), `hctl-uploads-${ctx.id}`);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

describe('GET /image', () => {
  let url: string;
  beforeAll(async () => {
    url = await photo(await png(1600, 800));
  });

  it('resizes to the asked width in the source format, with quality 75 by default and immutable caching', async () => {
    const res = await image(`url=${encodeURIComponent(url)}&w=640`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 320]);
    const rows = await variants(fileIdOf(url));
    expect(rows.map((r) => [r.width, r.quality, r.format])).toEqual([[640, 75, 'png']]);
  });

  it('answers WebP when the browser accepts it, at the quality asked', async () => {
    const res = await image(`url=${encodeURIComponent(url)}&w=256&q=50`, 'image/avif,image/webp,*/*');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 256]);
    const row = (await variants(fileIdOf(url))).find((r) => r.format === 'webp');
    expect([row?.width, row?.quality]).toEqual([256, 50]);
  });

  it('never enlarges: a width beyond the original gives the original width', async () => {
    const res = await image(`url=${encodeURIComponent(url)}&w=3840`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1600);
  });

  it('serves the second request from the stored variant without resizing again', async () => {
    const own = await photo(await png(900, 900));
    const first = await image(`url=${encodeURIComponent(own)}&w=128`);
    expect(first.statusCode).toBe(200);
    const [variant] = await variants(fileIdOf(own));
    // With the original's bytes gone, only the stored variant can answer.
    const [file] = await ctx.db
      .select()
      .from(schema.files)
      .where(eq(schema.files.id, fileIdOf(own)));
    await ctx.deps.storage.remove(file!.storage_key);
    const stored = await storedCount();
    const second = await image(`url=${encodeURIComponent(own)}&w=128`);
    expect(second.statusCode, second.body).toBe(200);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(await variants(fileIdOf(own))).toEqual([variant]);
    expect(await storedCount()).toBe(stored);
    // Another width needs the original, which is gone.
    expect((await image(`url=${encodeURIComponent(own)}&w=64`)).statusCode).toBe(404);
  });

  it('remakes a variant whose stored bytes were lost', async () => {
    const own = await photo(await png(300, 300));
    await image(`url=${encodeURIComponent(own)}&w=96`);
    const [lost] = await variants(fileIdOf(own));
    await ctx.deps.storage.remove(lost!.storage_key);
    const res = await image(`url=${encodeURIComponent(own)}&w=96`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(96);
    const rows = await variants(fileIdOf(own));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(lost!.id);
  });

  it('refuses widths outside the spec list and qualities outside 1..100 with 422', async () => {
    for (const w of ['700', '0', '5000', 'abc', '64.5']) {
      const res = await image(`url=${encodeURIComponent(url)}&w=${w}`);
      expect(res.statusCode, w).toBe(422);
      expect(res.json().errors.w).toBeTruthy();
    }
    const noW = await image(`url=${encodeURIComponent(url)}`);
    expect(noW.statusCode).toBe(422);
    for (const q of ['0', '101']) {
      const res = await image(`url=${encodeURIComponent(url)}&w=640&q=${q}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.q).toBeTruthy();
    }
  });

  it('answers 404 for private files, missing files and anything that is not a stored file URL', async () => {
    const saved = await postMultipart(
      ctx,
      '/individual/resume-letter',
      t,
      { type: 'resume' },
      { field: 'file', name: 'cv.pdf', data: makePdf(['Ann']) },
    );
    const resume = saved.json().data as { id: number; url: string };
    // A private image (a health document) is not served either, even though it is an image.
    const doc = await postMultipart(
      ctx,
      '/individual/health-requirement-document',
      t,
      {},
      { field: 'file', name: 'tb.png', data: await png(200, 200) },
    );
    expect(doc.statusCode, doc.body).toBe(200);
    const before = (await ctx.db.select().from(schema.imageVariants)).length;
    for (const u of [
      `/api/v1/files/${resume.id}`,
      resume.url,
      `/api/v1/files/${doc.json().data.id}`,
      '/api/v1/files/999999999',
      'https://example.com/x.png',
      `https://example.com${url}`,
      `${url}/../1`,
      'javascript:alert(1)',
    ]) {
      const res = await image(`url=${encodeURIComponent(u)}&w=640`);
      expect(res.statusCode, u).toBe(404);
    }
    expect((await ctx.db.select().from(schema.imageVariants)).length).toBe(before);
  });

  it('makes one variant for concurrent first requests, in one process and across processes', async () => {
    const own = await photo(await png(1200, 600));
    const q = `url=${encodeURIComponent(own)}&w=750`;
    const before = await storedCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => image(q)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(await variants(fileIdOf(own))).toHaveLength(1);
    expect(await storedCount()).toBe(before + 1);

    // Separate services stand for separate API processes: they race through the database.
    const files = ctx.app.modules.files.services.files;
    const racers = Array.from({ length: 4 }, () => new ImagesService(ctx.deps, files));
    const made = await Promise.all(racers.map((s) => s.variant({ url: own, w: 1080, q: 75 }, 'image/webp')));
    expect(made.every((m) => m.format === 'webp')).toBe(true);
    expect((await variants(fileIdOf(own))).filter((r) => r.width === 1080)).toHaveLength(1);
    // The losers removed their bytes: one stored object more, not four.
    expect(await storedCount()).toBe(before + 2);
  });

  it('keeps animated GIFs animated', async () => {
    const frames = await Promise.all(
      ['red', 'green', 'blue'].map((c) =>
        sharp({ create: { width: 400, height: 200, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const own = await photo(gif, 'wave.gif');
    for (const [accept, format] of [
      ['image/gif', 'gif'],
      ['image/webp', 'webp'],
    ]) {
      const res = await image(`url=${encodeURIComponent(own)}&w=128`, accept);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload, { animated: true }).metadata();
      expect([meta.format, meta.width, meta.pages, meta.pageHeight]).toEqual([format, 128, 3, 64]);
    }
  });

  it('refuses to decode images over the pixel limit (decompression bombs) and stores nothing', async () => {
    // 48 MP of one color compresses to a small upload.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const own = await photo(bomb, 'bomb.png');
    const before = await storedCount();
    const res = await image(`url=${encodeURIComponent(own)}&w=640`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.url).toMatch(/cannot be resized/);
    expect(await variants(fileIdOf(own))).toHaveLength(0);
    expect(await storedCount()).toBe(before);
  });

  it('removes the variants of a deleted file, bytes included, in the sweep', async () => {
    const own = await photo(await png(500, 500));
    await image(`url=${encodeURIComponent(own)}&w=384`);
    await image(`url=${encodeURIComponent(own)}&w=384`, 'image/webp');
    const made = await variants(fileIdOf(own));
    expect(made).toHaveLength(2);
    await ctx.db.delete(schema.files).where(eq(schema.files.id, fileIdOf(own)));
    const before = await storedCount();
    const images = ctx.app.modules.images.services.images;
    expect(await images.sweepOrphans()).toBeGreaterThanOrEqual(2);
    for (const v of made) expect(await ctx.deps.storage.get(v.storage_key)).toBeNull();
    expect(await storedCount()).toBe(before - 2);
    const left = await ctx.db.select().from(schema.imageVariants);
    expect(left.some((r) => made.some((m) => m.id === r.id))).toBe(false);
  });
});
