import { schema } from '@hctl/db';
import { count, eq } from 'drizzle-orm';
import { bearer, type TestContext } from '../../../../test/context';

export interface FormFile {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart form with repeated fields (`tags[]`) and any number of files, in order. */
export function form(fields: [string, string][], files: FormFile[] = []) {
  const boundary = `----svc${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Category and sub-category ids of the seeded taxonomy by slug. */
export async function taxonomy(ctx: TestContext) {
  const cats = await ctx.db.select().from(schema.serviceCategories);
  const subs = await ctx.db.select().from(schema.serviceSubCategories);
  return {
    cat: (slug: string) => cats.find((c) => c.slug === slug)!.id,
    sub: (catSlug: string, slug: string) =>
      subs.find((s) => s.category_id === cats.find((c) => c.slug === catSlug)!.id && s.slug === slug)!.id,
  };
}

/** A valid service body (JSON) in an unlicensed category. */
export const serviceBody = (category: number, extra: Record<string, unknown> = {}) => ({
  title: 'Medical billing for small practices',
  description: 'Claims, denials and patient statements handled end to end for practices of any size.',
  category,
  tags: ['billing', 'coding'],
  location: 'Austin, TX',
  fixed_price: 150,
  ...extra,
});

export const counts = async (ctx: TestContext) => {
  const [services] = await ctx.db.select({ n: count() }).from(schema.services);
  const [media] = await ctx.db.select({ n: count() }).from(schema.serviceMedia);
  const [files] = await ctx.db
    .select({ n: count() })
    .from(schema.files)
    .where(eq(schema.files.kind, 'service_media'));
  const [docs] = await ctx.db
    .select({ n: count() })
    .from(schema.files)
    .where(eq(schema.files.kind, 'service_document'));
  return { services: services.n, media: media.n, files: files.n + docs.n };
};

export const api =
  (ctx: TestContext) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });

export const upload = (
  ctx: TestContext,
  url: string,
  token: string | undefined,
  f: ReturnType<typeof form>,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...f.headers, ...(token ? bearer(token) : {}) },
    payload: f.payload,
  });
