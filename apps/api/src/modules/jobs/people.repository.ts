import { type Executor, schema } from '@hctl/db';
import { eq } from 'drizzle-orm';

const { licenses: l } = schema;
export type HeldLicenseRow = typeof l.$inferSelect;

/**
 * The people hiring writes to and matches (organization owners, schedulers, candidates, invitees):
 * their accounts and the licenses a candidate holds.
 */
export const peopleRepository = {
  byId: (db: Executor, id: number) => db.query.users.findFirst({ where: (x, { eq }) => eq(x.id, id) }),

  bySlug: (db: Executor, slug: string) =>
    db.query.users.findFirst({ where: (x, { eq }) => eq(x.slug, slug) }),

  licensesOf: (db: Executor, userId: number) => db.select().from(l).where(eq(l.user_id, userId)),
};
