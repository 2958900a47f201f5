import { login, type MadeUser, makeUser, type TestContext } from '../../../../test/context';
import { multipartForm } from '../../../../test/fixtures';

/** A multipart post form with any number of files under `media[]`. */
export const mediaForm = (fields: Record<string, string>, files: { name: string; data: Buffer }[]) =>
  multipartForm(
    fields,
    files.map((f) => ({ field: 'media[]', ...f })),
  );

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
