import { z } from 'zod';
import { isTimeZone } from '../common/fields';
import { NOTIFICATION_TYPE_NAMES } from './types';

/**
 * Notifications (spec group "Notifications"). `{role}` is the side the caller looks from:
 * `individual` (their own notifications, every organization included) or `organization` (those
 * addressed to the caller about one organization they belong to).
 */
export const NOTIFICATION_ROLES = ['individual', 'organization'] as const;
export type NotificationRole = (typeof NOTIFICATION_ROLES)[number];
const role = z.enum(NOTIFICATION_ROLES);
const slug = z.string().trim().min(1).max(140);
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The bell and the page show ten at first (spec: "take 10 after invite action"); fifty at most. */
export const NOTIFICATION_TAKE = { default: 10, max: 50 } as const;

/** {role}/{slug}/notifications: individual → the caller's own slug; organization → an organization's slug. */
export const notificationListParams = z.object({ role, slug });
export const notificationListQuery = z.object({
  take: z.coerce.number().int().min(1).max(NOTIFICATION_TAKE.max).default(NOTIFICATION_TAKE.default),
  /** Keyset: only notifications older than this id (the last one of the previous page). */
  before: id.optional(),
  filter: z.enum(['all', 'unread']).default('all'),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

/** latest-notifications/{role}/{id}: id is the caller's user id (individual) or an organization id. */
export const latestNotificationsParams = z.object({ role, id });

/** {role}/{user}/notification/{id}/accept|reject: user is the caller's slug (or the organization's). */
export const notificationActionParams = z.object({ role, user: slug, id });

/** clear-notifications/{x}: `all` marks every unread one read, a notification id marks that one. */
export const clearNotificationsParams = z.object({
  x: z.union([z.literal('all'), id], { message: "Name a notification id or 'all'." }),
});
/** With `all`: only those about this organization (its bell's "mark all read"). */
export const clearNotificationsQuery = z.object({ organization_id: id.optional() });

/** individual/{slug}/notification/delete/{id}. */
export const deleteNotificationParams = z.object({ slug, id });

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequencyName = (typeof DIGEST_FREQUENCIES)[number];

/** PUT notification-preferences: only what is sent changes; critical types stay on whatever is sent. */
export const notificationPreferencesBody = z.object({
  preferences: z
    .array(
      z.object({
        type: z.enum(NOTIFICATION_TYPE_NAMES),
        in_app: z.boolean(),
        email: z.boolean(),
      }),
    )
    .max(NOTIFICATION_TYPE_NAMES.length)
    .optional(),
  digest: z
    .object({
      frequency: z.enum(DIGEST_FREQUENCIES),
      hour: z.coerce.number().int().min(0, 'Pick an hour of the day.').max(23, 'Pick an hour of the day.'),
      time_zone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Pick a time zone from the list.'),
    })
    .optional(),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBody>;
