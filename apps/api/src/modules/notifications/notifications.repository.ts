import { type Executor, schema } from '@hctl/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

const {
  notifications,
  notificationDeliveries,
  notificationPreferences,
  notificationSettings,
  users,
  individualDetails,
} = schema;
type DeliveryStatus = (typeof notificationDeliveries.$inferInsert)['status'];

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export const notificationsRepository = {
  insertMany(tx: Executor, rows: NewNotificationRow[]) {
    return tx.insert(notifications).values(rows).returning();
  },

  insertDeliveries(
    tx: Executor,
    rows: {
      notification_id: number;
      user_id: number;
      channel: 'email';
      status: DeliveryStatus;
    }[],
  ) {
    return tx
      .insert(notificationDeliveries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: notificationDeliveries.id, status: notificationDeliveries.status });
  },

  /** Unread counts per person (the partial index on unread rows). */
  async unreadCounts(tx: Executor, userIds: number[]) {
    if (!userIds.length) return new Map<number, number>();
    const rows = await tx
      .select({ user_id: notifications.user_id, n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(inArray(notifications.user_id, userIds), isNull(notifications.read_at)))
      .groupBy(notifications.user_id);
    return new Map(rows.map((r) => [r.user_id, r.n]));
  },

  preferences(tx: Executor, userIds: number[], types: string[]) {
    return tx
      .select()
      .from(notificationPreferences)
      .where(
        and(inArray(notificationPreferences.user_id, userIds), inArray(notificationPreferences.type, types)),
      );
  },

  settings(tx: Executor, userIds: number[]) {
    return tx.select().from(notificationSettings).where(inArray(notificationSettings.user_id, userIds));
  },

  actors(tx: Executor, userIds: number[]) {
    if (!userIds.length) return Promise.resolve([]);
    return tx
      .select({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        profile_image: individualDetails.profile_image,
      })
      .from(users)
      .leftJoin(individualDetails, eq(individualDetails.user_id, users.id))
      .where(inArray(users.id, userIds));
  },

  settle(tx: Executor, type: string, key: string, value: string | number, outcome: 'accepted' | 'rejected') {
    return tx
      .update(notifications)
      .set({ action_status: outcome, read_at: sql`coalesce(${notifications.read_at}, now())` })
      .where(
        and(
          eq(notifications.type, type),
          eq(notifications.action_status, 'pending'),
          sql`${notifications.data} ->> ${key} = ${String(value)}`,
        ),
      )
      .returning({ user_id: notifications.user_id });
  },
};
