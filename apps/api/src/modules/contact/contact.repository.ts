import { type Executor, schema } from '@hctl/db';

const contactMessages = schema.contactMessages;
const subscriptions = schema.newsletterSubscriptions;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export const contactRepository = {
  insertMessage: (db: Executor, values: NewContactMessage) => db.insert(contactMessages).values(values),

  /** Subscribing again re-activates an address that had unsubscribed. */
  subscribe: (db: Executor, email: string) =>
    db
      .insert(subscriptions)
      .values({ email })
      .onConflictDoUpdate({ target: subscriptions.email, set: { unsubscribed_at: null } }),
};
