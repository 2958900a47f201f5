import { channelName, NOTIFICATION_TYPES, type NotificationType } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { RealtimePort } from '../realtime/realtime.port';
import { toNotificationView } from './notifications.mapper';
import type { NotificationAction, NotificationsPort, NotifyInput, NotifyReceipt } from './notifications.port';
import { notificationsRepository as repo } from './notifications.repository';

export const NOTIFICATIONS_QUEUE = 'notifications';

type TypeRule = { email: boolean; critical?: boolean; actionable?: boolean };
const rule = (type: NotificationType): TypeRule => NOTIFICATION_TYPES[type] as TypeRule;

/**
 * Writes notifications in the caller's transaction (like the outbox): the row, its e-mail delivery
 * row when the person gets this type by e-mail (at once for critical types, else in the digest),
 * and a `notification.created` event on `private-notify.{userId}`; after commit `publish` pushes
 * the events to open bells and queues the immediate e-mails.
 */
export class NotificationsService implements NotificationsPort {
  private actions = new Map<NotificationType, NotificationAction>();

  constructor(
    private deps: AppDeps,
    private ports: { realtime: RealtimePort },
  ) {}

  registerAction(type: NotificationType, action: NotificationAction) {
    this.actions.set(type, action);
  }

  actionFor(type: NotificationType) {
    return this.actions.get(type) ?? null;
  }

  async notify(tx: Executor, inputs: NotifyInput[]): Promise<NotifyReceipt> {
    if (!inputs.length) return { ids: [], envelopes: [], deliveryIds: [] };
    const userIds = [...new Set(inputs.map((i) => i.userId))];
    const types = [...new Set(inputs.map((i) => i.type))];
    const [prefs, settings] = await Promise.all([
      repo.preferences(tx, userIds, types),
      repo.settings(tx, userIds),
    ]);
    const pref = new Map(prefs.map((p) => [`${p.user_id}:${p.type}`, p]));
    const digestOf = new Map(settings.map((s) => [s.user_id, s.digest]));
    const wanted = inputs.filter(
      (i) => rule(i.type).critical || pref.get(`${i.userId}:${i.type}`)?.in_app !== false,
    );
    if (!wanted.length) return { ids: [], envelopes: [], deliveryIds: [] };

    const rows = await repo.insertMany(
      tx,
      wanted.map((i) => ({
        user_id: i.userId,
        organization_id: i.organizationId ?? null,
        type: i.type,
        title: i.title.slice(0, 200),
        body: (i.body ?? '').slice(0, 500),
        link: i.link ?? null,
        data: i.data ?? {},
        actor_user_id: i.actorUserId ?? null,
        group_key: i.groupKey ?? null,
        action_status: rule(i.type).actionable ? ('pending' as const) : null,
      })),
    );

    const deliveries = rows.flatMap((row, k) => {
      const input = wanted[k];
      const r = rule(input.type);
      if (input.emailed) return [];
      const chosen = pref.get(`${row.user_id}:${input.type}`)?.email ?? r.email;
      if (!r.critical && !chosen) return [];
      const digest = digestOf.get(row.user_id) ?? 'daily';
      const status = r.critical || digest === 'off' ? ('queued' as const) : ('digest' as const);
      return [{ notification_id: row.id, user_id: row.user_id, channel: 'email' as const, status }];
    });
    const written = deliveries.length ? await repo.insertDeliveries(tx, deliveries) : [];

    const [actors, unread] = await Promise.all([
      repo.actors(tx, [
        ...new Set(rows.map((r) => r.actor_user_id).filter((id): id is number => id !== null)),
      ]),
      repo.unreadCounts(tx, userIds),
    ]);
    const actorById = new Map(actors.map((a) => [a.id, a]));
    const envelopes = await this.ports.realtime.record(
      tx,
      rows.map((row) => ({
        channel: channelName.notify(row.user_id),
        event: 'notification.created' as const,
        data: {
          notification: toNotificationView(row, row.actor_user_id ? actorById.get(row.actor_user_id) : null),
          unread: unread.get(row.user_id) ?? 0,
        },
      })),
    );
    return {
      ids: rows.map((r) => r.id),
      envelopes,
      deliveryIds: written.filter((d) => d.status === 'queued').map((d) => d.id),
    };
  }

  publish(receipt: NotifyReceipt | null | undefined) {
    if (!receipt?.ids.length) return;
    this.ports.realtime.emit(receipt.envelopes);
    for (const id of receipt.deliveryIds) {
      this.deps.queues
        .get(NOTIFICATIONS_QUEUE)
        .add('deliver', { id }, { jobId: `notification-delivery-${id}` })
        .catch(() => {
          // Redis unavailable: the delivery row stays queued and the worker's relay sends it later.
        });
    }
  }

  async settle(
    tx: Executor,
    match: { type: NotificationType; key: string; value: string | number },
    outcome: 'accepted' | 'rejected',
  ) {
    await repo.settle(tx, match.type, match.key, match.value, outcome);
  }
}
