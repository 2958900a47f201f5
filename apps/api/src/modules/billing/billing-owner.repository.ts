import { type Executor, schema } from '@hctl/db';
import { eq } from 'drizzle-orm';

const { users: u } = schema;

/** What billing reads to name a payer. */
export const billingOwnerRepository = {
  /** A person's first and last name, or null when there is no such account. */
  async personName(db: Executor, userId: number) {
    const [row] = await db.select({ first: u.first_name, last: u.last_name }).from(u).where(eq(u.id, userId));
    return row ? { first_name: row.first, last_name: row.last } : null;
  },
};
