import type { NotificationView } from '@hctl/contracts';
import type { NotificationRow } from './notifications.repository';

export type ActorRow = { id: number; first_name: string; last_name: string; profile_image: string | null };
export type SenderOrganizationRow = { id: number; slug: string; name: string; logo: string | null };

export function toNotificationView(
  row: NotificationRow,
  actor: ActorRow | null | undefined,
  sender: SenderOrganizationRow | null | undefined = null,
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
    sender_organization: sender
      ? { id: sender.id, slug: sender.slug, name: sender.name, logo: sender.logo }
      : null,
    organization_id: row.organization_id,
    action_status: row.action_status,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** A list row (the notification with its actor's and sending organization's columns, joined) → the view. */
export function toListedNotification(row: {
  n: NotificationRow;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_profile_image: string | null;
  sender_org_slug: string | null;
  sender_org_name: string | null;
  sender_org_logo: string | null;
}): NotificationView {
  const actor =
    row.n.actor_user_id !== null && row.actor_first_name !== null
      ? {
          id: row.n.actor_user_id,
          first_name: row.actor_first_name,
          last_name: row.actor_last_name ?? '',
          profile_image: row.actor_profile_image,
        }
      : null;
  const sender =
    row.n.sender_organization_id !== null && row.sender_org_slug !== null
      ? {
          id: row.n.sender_organization_id,
          slug: row.sender_org_slug,
          name: row.sender_org_name ?? '',
          logo: row.sender_org_logo,
        }
      : null;
  return toNotificationView(row.n, actor, sender);
}

/** The digest's lines: similar events (one group key) become one line ("3 new applicants to ICU Nurse"). */
export function digestLines(rows: NotificationRow[]): string[] {
  const groups = new Map<string, NotificationRow[]>();
  for (const r of rows) {
    const key = r.group_key ?? `one:${r.id}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((g) => {
    const last = g[g.length - 1];
    // Modules word a group's summary in data.group_title ("new applicants to ICU Nurse").
    const summary = typeof last.data.group_title === 'string' ? last.data.group_title : null;
    if (g.length > 1 && summary) return `${g.length} ${summary}`;
    if (g.length > 1) return `${last.title} (and ${g.length - 1} more like it)`;
    return last.body ? `${last.title} — ${last.body}` : last.title;
  });
}
