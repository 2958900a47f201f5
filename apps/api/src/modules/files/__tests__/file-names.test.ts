import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, bearer, postMultipart, signedIn } from '../../../../test/context';
import { makePdf, PNG } from '../../../../test/fixtures';
import { safeName } from '../../../lib/file-types';

const { ctx } = apiSuite();
let t: string;
beforeAll(async () => {
  ({ token: t } = await signedIn(ctx));
});

const upload = (
  url: string,
  field: string,
  name: string,
  data: Buffer,
  fields: Record<string, string> = {},
) => postMultipart(ctx, url, t, fields, { field, name, data });
const disposition = async (url: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: bearer(t) })).headers['content-disposition'];

describe('stored file names', () => {
  it('take their extension from the detected type, never a misleading one from the upload', async () => {
    const cv = await upload('/individual/resume-letter', 'file', 'cv.pdf.exe', makePdf(['CV']), {
      type: 'resume',
    });
    expect(cv.statusCode, cv.body).toBe(200);
    expect(cv.json().data.name).toBe('cv_pdf.pdf');
    const cvUrl = new URL(cv.json().data.url, 'http://x');
    expect(await disposition(cvUrl.pathname + cvUrl.search)).toBe('inline; filename="cv_pdf.pdf"');

    const photo = await upload('/individual/profile-image', 'image', 'photo.png.html', PNG);
    expect(photo.statusCode, photo.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(schema.files)
      .where(eq(schema.files.kind, 'profile_image'))
      .orderBy(schema.files.id);
    expect(row.original_name).toBe('photo_png.png');
    expect(row.storage_key).toMatch(/\.png$/);
    expect(await disposition(photo.json().data.profile_image)).toBe('inline; filename="photo_png.png"');
  });

  it('serves a file stored earlier under a misleading name with a name of its real type', async () => {
    const cv = await upload('/individual/resume-letter', 'file', 'plain.pdf', makePdf(['CV']), {
      type: 'resume',
    });
    await ctx.db
      .update(schema.files)
      .set({ original_name: 'cv.pdf.html' })
      .where(eq(schema.files.id, cv.json().data.id));
    const url = new URL(cv.json().data.url, 'http://x');
    expect(await disposition(url.pathname + url.search)).toBe('inline; filename="cv_pdf.pdf"');
  });

  it('keeps the stem safe and the one extension', () => {
    expect(safeName('../../etc/passwd.png', 'png')).toBe('passwd.png');
    expect(safeName('my resume.docx', 'docx')).toBe('my resume.docx');
    expect(safeName('.htaccess', 'pdf')).toBe('file.pdf');
    expect(safeName('scan.JPEG', 'jpg')).toBe('scan.jpg');
    expect(safeName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(120);
  });
});
