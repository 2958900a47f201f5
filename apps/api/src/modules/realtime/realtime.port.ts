import type { RealtimeEnvelope, RealtimeEventData, RealtimeEventName } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { AuthContext } from '../../kit/context';

/** One durable event to record: `channel` is a spec channel name (`private-chat.12`). */
export type RealtimeEventInput<E extends RealtimeEventName = RealtimeEventName> = {
  channel: string;
  event: E;
  data: RealtimeEventData<E>;
};

/**
 * Who may subscribe to `private-<prefix>.<id>`: the module that owns the channel registers it
 * (messaging: org-chat; quotations: quotation; groups: group). `chat` and `notify` (the caller's own id) and
 * `private-is-online` (any signed-in user) are built in.
 */
export interface ChannelAuthorizer {
  prefix: 'chat' | 'org-chat' | 'quotation' | 'notify' | 'group';
  authorize(auth: AuthContext, id: number): Promise<boolean>;
}

/**
 * What other modules use of the realtime module (its service implements this).
 * Usage in a service:
 *   const envelopes = await deps.db.transaction(async (tx) => { …change…; return realtime.record(tx, events) });
 *   realtime.emit(envelopes);   // after commit
 */
export interface RealtimePort {
  /** Inside the caller's transaction: numbers the events per channel and stores them (replayable). */
  record(tx: Executor, events: RealtimeEventInput[]): Promise<RealtimeEnvelope[]>;
  /** After commit: delivers to every subscribed Socket.IO and Pusher client on every API process. Never throws. */
  emit(envelopes: RealtimeEnvelope[]): void;
  /** A live-only event (presence): no seq, not stored, not replayed. */
  emitVolatile<E extends RealtimeEventName>(channel: string, event: E, data: RealtimeEventData<E>): void;
  registerChannel(authorizer: ChannelAuthorizer): void;
  /** The one check behind Socket.IO subscriptions, Pusher subscriptions and POST /pusher/auth. */
  authorize(auth: AuthContext, channel: string): Promise<boolean>;
  /** Which of these people have a connected socket (any process) or marked themselves online. */
  onlineAmong(userIds: number[]): Promise<Set<number>>;
  /**
   * Messaging tells presence who may see a person's presence: the people who share a conversation
   * with them. Presence changes go only to those people.
   */
  setPresenceAudience(audience: (userId: number) => Promise<number[]>): void;
  /**
   * PUT is-online: the person counts as online for a couple of minutes without a connection
   * (clients repeat it while the chat is open); their audience hears it if that changes their state.
   */
  markOnline(userId: number): Promise<void>;
  /** PUT is-offline: drops that mark; the person stays online while a socket of theirs is connected. */
  markOffline(userId: number): Promise<void>;
  /** A session ended (sign-out): its sockets on every API process close now. Never throws. */
  endSession(sessionId: string): void;
  /** Every session of a person ended (password reset, deactivation): all their sockets close. Never throws. */
  endUser(userId: number): void;
}
