import { z } from 'zod';
import { NOTIFICATION_TYPE_NAMES } from './types';

export const notificationActorView = z.object({
  id: z.number(),
  name: z.string(),
  profile_image: z.string().nullable(),
});

/** An organization shown as the one who did what a notification tells of (its public page: `slug`). */
export const notificationSenderOrganizationView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});

/**
 * One notification as the bell and the notifications page show it. `title` and `body` are written
 * by the server from the type and `data` (the same words as the e-mail); `link` is the web path to
 * open; `actor` is the person who acted, `sender_organization` the organization (shown in place of the
 * person when set); `action_status` is set on actionable ones (pending until accepted or rejected by the person,
 * or cancelled: taken back by whoever asked, which is not the person's refusal).
 */
export const notificationView = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPE_NAMES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  actor: notificationActorView.nullable(),
  /** Set when an organization acted (an application's status, an interview): shown as the sender. */
  sender_organization: notificationSenderOrganizationView.nullable().optional(),
  organization_id: z.number().nullable(),
  action_status: z.enum(['pending', 'accepted', 'rejected', 'cancelled']).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

/**
 * {role}/{slug}/notifications and latest-notifications: spec §3's field names. `total_notification_count`
 * is the unread count (the badge); `next_before` is the keyset for "load more" (null: no more).
 */
export const notificationListView = z.object({
  notifications: z.array(notificationView),
  total_notification_count: z.number(),
  next_before: z.number().nullable(),
});
export type NotificationListView = z.infer<typeof notificationListView>;

/** accept / reject / clear: the notification as it is now (null after clearing all) and the badge. */
export const notificationChangedView = z.object({
  notification: notificationView.nullable(),
  total_notification_count: z.number(),
});
export type NotificationChangedView = z.infer<typeof notificationChangedView>;

/** One type's toggles; `locked`: a critical type, always in the app and always e-mailed. */
export const notificationPreferenceView = z.object({
  type: z.enum(NOTIFICATION_TYPE_NAMES),
  label: z.string(),
  in_app: z.boolean(),
  email: z.boolean(),
  locked: z.boolean(),
  actionable: z.boolean(),
});
export const notificationPreferencesView = z.object({
  categories: z.array(
    z.object({ category: z.string(), label: z.string(), types: z.array(notificationPreferenceView) }),
  ),
  digest: z.object({
    frequency: z.enum(['off', 'daily', 'weekly']),
    hour: z.number(),
    time_zone: z.string(),
  }),
});
export type NotificationPreferencesView = z.infer<typeof notificationPreferencesView>;
