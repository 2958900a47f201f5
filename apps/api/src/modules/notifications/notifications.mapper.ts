import type { NotificationView } from '@hctl/contracts';
import type { NotificationRow } from './notifications.repository';

export type ActorRow = { id: number; first_name: string; last_name: string; profile_image: string | null };

export function toNotificationView(
  row: NotificationRow,
  actor: ActorRow | null | undefined,
): NotificationView {
  return {
    id: row.id,
    type: row.type as NotificationView['type'],
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    actor: actor
      ? {
          id: actor.id,
          name: `${actor.first_name} ${actor.last_name}`.trim(),
          profile_image: actor.profile_image,
        }
      : null,
    organization_id: row.organization_id,
    action_status: row.action_status,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
