import { type Executor, schema } from '@hctl/db';
import { eq } from 'drizzle-orm';

const { webhookEvents: we } = schema;

/** Gateway events already handled, by the gateway's event id. */
export const webhooksRepository = {
  async seen(db: Executor, eventId: string) {
    const [row] = await db.select({ id: we.id }).from(we).where(eq(we.id, eventId));
    return Boolean(row);
  },

  async record(db: Executor, eventId: string, type: string) {
    await db.insert(we).values({ id: eventId, type }).onConflictDoNothing();
  },
};
