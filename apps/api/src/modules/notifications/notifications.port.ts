import type { NotificationType, RealtimeEnvelope } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { AuthContext } from '../../kit/context';

/** One notification to write. The calling module words it: it knows its domain. */
export interface NotifyInput {
  userId: number;
  type: NotificationType;
  title: string;
  body?: string;
  /** Web path to open (`/individual/nora/groups/view/icu-nurses?post_uid=…`). */
  link?: string | null;
  /** What the owner module needs later (ids for actions, names for the digest). */
  data?: Record<string, unknown>;
  actorUserId?: number | null;
  /**
   * The organization acted, not a person of it (an application's status, an interview): the bell
   * shows it (name, logo, link) as the sender. It may be one the reader does not belong to.
   */
  senderOrganizationId?: number | null;
  /** The notification is about this organization (shown on its pages). */
  organizationId?: number | null;
  /**
   * Similar events share a key and are gathered in the digest ("3 new applicants to ICU Nurse");
   * word the group's line in `data.group_title` ("new applicants to ICU Nurse").
   */
  groupKey?: string | null;
  /** The calling module already e-mails this event itself (its own transactional mail): no e-mail here. */
  emailed?: boolean;
}

/** How an actionable notification ended. */
export type SettledOutcome = 'accepted' | 'rejected' | 'cancelled';

/** What `notify` wrote; hand it to `publish` after the transaction commits. */
export interface NotifyReceipt {
  readonly ids: number[];
  /** Opaque to callers: the recorded realtime events and the deliveries to queue. */
  readonly envelopes: RealtimeEnvelope[];
  readonly deliveryIds: number[];
}

/**
 * An actionable notification type's answers (connection invite, organization invitation, group
 * invitation, group join request). The owner module registers it; PUT …/notification/{id}/accept
 * calls it with the notification's `data`, inside a transaction that also settles the notification.
 * Throw an AppError to refuse (the notification stays pending).
 */
export interface NotificationAction {
  accept(tx: Executor, auth: AuthContext, data: Record<string, unknown>): Promise<ActionAfterCommit>;
  reject(tx: Executor, auth: AuthContext, data: Record<string, unknown>): Promise<ActionAfterCommit>;
}

/**
 * What an action wants done once the bell's transaction commits (emit its realtime events, publish
 * the notifications it wrote, drop a cache); nothing when it has nothing to send.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: an action with nothing to send after commit simply returns.
export type ActionAfterCommit = void | (() => void);

/**
 * What other modules use of the notifications module. Usage in a service:
 *   const receipt = await deps.db.transaction(async (tx) => { …change…; return notifications.notify(tx, [...]) });
 *   notifications.publish(receipt);   // after commit: the bell, live
 */
export interface NotificationsPort {
  /** Inside the caller's transaction: the rows, their e-mail delivery rows and their realtime events. */
  notify(tx: Executor, inputs: NotifyInput[]): Promise<NotifyReceipt>;
  /** After commit: pushes the recorded events to the open bells and queues the e-mails. Never throws. */
  publish(receipt: NotifyReceipt | null | undefined): void;
  /**
   * The thing an actionable notification asks about was answered elsewhere (the invite accepted on
   * the connections page): its pending notifications of that type whose `data[key]` equals `value`
   * take the outcome, so the bell stops offering the buttons. `cancelled`: the asker took it back,
   * not the person's refusal. Hand the receipt to `publish` after commit: the people's open pages
   * hear `notification.read` (the badge and the lists of what was asked change).
   */
  settle(
    tx: Executor,
    match: { type: NotificationType; key: string; value: string | number },
    outcome: SettledOutcome,
  ): Promise<NotifyReceipt>;
  registerAction(type: NotificationType, action: NotificationAction): void;
}
