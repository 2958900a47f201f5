import { bearer, login, type MadeUser, makeUser, type TestContext } from '../../../../test/context';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls `/api/v1{url}` as `token`; the status and the envelope. */
export const api =
  (ctx: TestContext) => async (method: Method, url: string, token?: string, payload?: unknown) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() };
  };

/** A multipart post form with any number of files under `media[]`. */
export function postForm(fields: Record<string, string | string[]>, files: { name: string; data: Buffer }[]) {
  const boundary = `----grp${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    for (const one of Array.isArray(v) ? v : [v])
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${one}\r\n`),
      );
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="media[]"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
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

export async function person(ctx: TestContext, extra: { city?: string; specialty?: string } = {}) {
  const user: MadeUser = await makeUser(ctx);
  if (extra.city || extra.specialty) {
    const { schema } = await import('@hctl/db');
    const { eq } = await import('drizzle-orm');
    await ctx.db
      .update(schema.individualDetails)
      .set({ city: extra.city ?? null, specialty: extra.specialty ?? null })
      .where(eq(schema.individualDetails.user_id, user.id));
  }
  return { user, token: await login(ctx, user) };
}
