import {
  channelName,
  NOTIFICATION_TYPES,
  type NotificationChangedView,
  type NotificationListView,
  type NotificationRole,
  type NotificationType,
} from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { RealtimePort } from '../realtime/realtime.port';
import { toListedNotification, toNotificationView } from './notifications.mapper';
import type {
  NotificationAction,
  NotificationsPort,
  NotifyInput,
  NotifyReceipt,
  SettledOutcome,
} from './notifications.port';
import {
  type Audience,
  type NotificationRow,
  notificationsRepository as repo,
} from './notifications.repository';

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
        sender_organization_id: i.senderOrganizationId ?? null,
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

    const [actors, senders, unread] = await Promise.all([
      repo.actors(tx, [
        ...new Set(rows.map((r) => r.actor_user_id).filter((id): id is number => id !== null)),
      ]),
      repo.senderOrganizations(tx, [
        ...new Set(rows.map((r) => r.sender_organization_id).filter((id): id is number => id !== null)),
      ]),
      repo.unreadCounts(tx, userIds),
    ]);
    const actorById = new Map(actors.map((a) => [a.id, a]));
    const senderById = new Map(senders.map((o) => [o.id, o]));
    const envelopes = await this.ports.realtime.record(
      tx,
      rows.map((row) => ({
        channel: channelName.notify(row.user_id),
        event: 'notification.created' as const,
        data: {
          notification: toNotificationView(
            row,
            row.actor_user_id ? actorById.get(row.actor_user_id) : null,
            row.sender_organization_id ? senderById.get(row.sender_organization_id) : null,
          ),
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
    // A settle's receipt carries events but no new rows: its events are sent all the same.
    if (!receipt?.envelopes.length) return;
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
    outcome: SettledOutcome,
  ): Promise<NotifyReceipt> {
    const settled = await repo.settle(tx, match.type, match.key, match.value, outcome);
    const userIds = [...new Set(settled.map((r) => r.user_id))];
    if (!userIds.length) return { ids: [], envelopes: [], deliveryIds: [] };
    // Settling marks them read, so the badge moves; the event also tells an open page of the thing
    // asked about (the invitations list) that it changed.
    return { ids: [], envelopes: await this.badgeEvents(tx, userIds), deliveryIds: [] };
  }

  /**
   * Whose notifications `{role}/{ref}` names: individual → the caller (ref must be their own slug or
   * user id); organization → the caller's notifications about an organization they belong to.
   * Anything else is "not found", as if it did not exist.
   */
  async audience(auth: AuthContext, role: NotificationRole, ref: { slug: string } | { id: number }) {
    if (role === 'individual') {
      const mine = 'slug' in ref ? ref.slug === auth.slug : ref.id === auth.userId;
      if (!mine) throw notFound('Notifications not found.');
      return { userId: auth.userId, organizationId: null } satisfies Audience;
    }
    const org = await repo.organizationOf(this.deps.db, auth.userId, ref);
    if (!org) throw notFound('Organization not found.');
    return { userId: auth.userId, organizationId: org.id } satisfies Audience;
  }

  /** A page, newest first (`before`: keyset), with the unread count as the badge. */
  async list(
    a: Audience,
    q: { take: number; before?: number; filter: 'all' | 'unread' },
  ): Promise<NotificationListView> {
    const { db } = this.deps;
    const [rows, unread] = await Promise.all([
      repo.page(db, a, { take: q.take + 1, before: q.before, unreadOnly: q.filter === 'unread' }),
      repo.unread(db, a),
    ]);
    const shown = rows.slice(0, q.take);
    return {
      notifications: shown.map(toListedNotification),
      total_notification_count: unread,
      next_before: rows.length > q.take ? shown[shown.length - 1].n.id : null,
    };
  }

  /**
   * Accept or reject an actionable notification of the caller's: the owner module's registered
   * action and the settling of the row in one transaction (a refusal leaves it pending).
   */
  async answer(
    auth: AuthContext,
    a: Audience,
    id: number,
    outcome: 'accepted' | 'rejected',
  ): Promise<NotificationChangedView> {
    const { events, afterCommit } = await this.deps.db.transaction(async (tx) => {
      const row = await repo.lockOwn(tx, auth.userId, id);
      if (!row || (a.organizationId !== null && row.organization_id !== a.organizationId))
        throw notFound('Notification not found.');
      const action = this.actions.get(row.type as NotificationType);
      if (!row.action_status || !action)
        throw new AppError(422, 'This notification has nothing to accept or reject.', 'not_actionable');
      if (row.action_status !== 'pending')
        throw conflict(`This was already ${row.action_status}.`, { status: row.action_status });
      const afterCommit = await (outcome === 'accepted' ? action.accept : action.reject).call(
        action,
        tx,
        auth,
        row.data,
      );
      const settled = await repo.setActionStatus(tx, row.id, outcome);
      return { events: await this.readEvent(tx, auth.userId, settled), afterCommit };
    });
    this.ports.realtime.emit(events.envelopes);
    afterCommit?.();
    return { notification: events.view, total_notification_count: await repo.unread(this.deps.db, a) };
  }

  /** `clear-notifications/{x}`: 'all' marks every unread one read (of one organization with `organizationId`), an id marks that one. */
  async clear(
    auth: AuthContext,
    x: 'all' | number,
    organizationId?: number,
  ): Promise<NotificationChangedView> {
    const a: Audience = { userId: auth.userId, organizationId: organizationId ?? null };
    if (organizationId) await this.audience(auth, 'organization', { id: organizationId });
    const id = x === 'all' ? null : x;
    const events = await this.deps.db.transaction(async (tx) => {
      if (id) {
        const row = await repo.own(tx, auth.userId, id);
        if (!row) throw notFound('Notification not found.');
      }
      const marked = await repo.markRead(tx, a, id);
      const row = id ? await repo.own(tx, auth.userId, id) : null;
      return marked.length || row ? this.readEvent(tx, auth.userId, row) : null;
    });
    if (events) this.ports.realtime.emit(events.envelopes);
    return {
      notification: events?.view ?? null,
      total_notification_count: await repo.unread(this.deps.db, a),
    };
  }

  /** individual/{slug}/notification/delete/{id}: the caller's own only. */
  async remove(auth: AuthContext, id: number): Promise<NotificationChangedView> {
    const events = await this.deps.db.transaction(async (tx) => {
      const gone = await repo.remove(tx, auth.userId, id);
      if (!gone.length) throw notFound('Notification not found.');
      return this.readEvent(tx, auth.userId, null);
    });
    this.ports.realtime.emit(events.envelopes);
    return {
      notification: null,
      total_notification_count: await repo.unread(this.deps.db, {
        userId: auth.userId,
        organizationId: null,
      }),
    };
  }

  /** Tells the people's open tabs their badge changed (`notification.read`), in the change's transaction. */
  private async badgeEvents(tx: Executor, userIds: number[]) {
    const unread = await repo.unreadCounts(tx, userIds);
    return this.ports.realtime.record(
      tx,
      userIds.map((userId) => ({
        channel: channelName.notify(userId),
        event: 'notification.read' as const,
        data: { unread: unread.get(userId) ?? 0 },
      })),
    );
  }

  /** The badge event of the person's own change, with the notification it touched (if one). */
  private async readEvent(tx: Executor, userId: number, row: NotificationRow | null) {
    const envelopes = await this.badgeEvents(tx, [userId]);
    const actor = row?.actor_user_id ? (await repo.actors(tx, [row.actor_user_id]))[0] : null;
    const sender = row?.sender_organization_id
      ? (await repo.senderOrganizations(tx, [row.sender_organization_id]))[0]
      : null;
    return { envelopes, view: row ? toNotificationView(row, actor, sender) : null };
  }
}
