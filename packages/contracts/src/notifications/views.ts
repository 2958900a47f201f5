import { z } from 'zod';
import { NOTIFICATION_TYPE_NAMES } from './types';

export const notificationActorView = z.object({
  id: z.number(),
  name: z.string(),
  profile_image: z.string().nullable(),
});

/**
 * One notification as the bell and the notifications page show it. `title` and `body` are written
 * by the server from the type and `data` (the same words as the e-mail); `link` is the web path to
 * open; `action_status` is set on actionable ones (pending until accepted or rejected).
 */
export const notificationView = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPE_NAMES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  actor: notificationActorView.nullable(),
  organization_id: z.number().nullable(),
  action_status: z.enum(['pending', 'accepted', 'rejected']).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;
