import { z } from 'zod';
import { envelope } from '../common/envelope';
import { groupCommentEvent, groupCountsView, groupMemberEvent, groupPostEvent } from '../groups/views';
import { messageView } from '../messaging/views';
import { notificationView } from '../notifications/views';
import { callEventView, callSignalEvent } from '../quotations/calls';
import { quotationChangedView, quotationMessageView } from '../quotations/views';

/**
 * The spec's private channels. Socket.IO clients and Pusher clients subscribe to the same names;
 * both are authorized by the code behind POST /pusher/auth.
 */
export const channelName = {
  chat: (userId: number) => `private-chat.${userId}`,
  orgChat: (organizationId: number) => `private-org-chat.${organizationId}`,
  quotation: (quotationId: number) => `private-quotation.${quotationId}`,
  notify: (userId: number) => `private-notify.${userId}`,
  /** A group's feed: its active members (new posts arrive here, not as notifications). */
  group: (groupId: number) => `private-group.${groupId}`,
  isOnline: 'private-is-online',
} as const;
export const CHANNEL_PATTERN = /^private-(chat|org-chat|quotation|notify|group)\.(\d+)$|^private-is-online$/;

/** Payloads of the durable events, by event name (what `data` holds). */
export const realtimeEvents = {
  /** A message reached a conversation of this inbox. */
  'message.created': z.object({ message: messageView }),
  'message.deleted': z.object({ conversation_id: z.number(), message_id: z.number() }),
  /** The inbox's owner read a conversation up to `last_read_seq` (other tabs and members update badges). */
  'conversation.read': z.object({
    conversation_id: z.number(),
    user_id: z.number(),
    last_read_seq: z.number(),
  }),
  /** Trashed, restored, filed into a folder or deleted: reload the list it was in. */
  'conversation.updated': z.object({
    conversation_id: z.number(),
    state: z.enum(['active', 'trashed', 'deleted']),
    folder_id: z.number().nullable(),
  }),
  /** A call was requested (the callee's ring), started, ended, rejected or missed. */
  'call.updated': z.object({ call: callEventView }),
  /** WebRTC signaling relayed to the other participant of a call (not durable). */
  'call.signal': callSignalEvent,
  /** A line reached a quotation's conversation (`private-quotation.{id}` and the other side's notify channel). */
  'quotation.message': z.object({ message: quotationMessageView }),
  /** A quotation, offer, completion or call moved (a row of the TRANSITIONS table): reload it. */
  'quotation.changed': quotationChangedView,
  /** A notification for the subscriber (`private-notify.{userId}`): the bell adds it and bumps the badge. */
  'notification.created': z.object({ notification: notificationView, unread: z.number() }),
  /** Notifications were read, cleared or deleted in another tab: the bell reloads its badge. */
  'notification.read': z.object({ unread: z.number() }),
  /** A group's post was created, approved, updated or deleted (`private-group.{id}`). */
  'group.post': groupPostEvent,
  /** A post's counters after a reaction, comment or vote. */
  'group.counts': groupCountsView,
  /** A comment or reply was created, edited or deleted. */
  'group.comment': groupCommentEvent,
  /** Someone joined, left, was removed, or a join request was decided. */
  'group.member': groupMemberEvent,
  /** The group was deleted by its owner: open pages of it close. */
  /** `deleted_by`: the owner who deleted it (their own page is already leaving; others are told). */
  'group.deleted': z.object({ group_id: z.number(), deleted_by: z.number() }),
  /** Someone who shares a conversation with the subscriber came online or went offline (not durable). */
  presence: z.object({ user_id: z.number(), is_online: z.boolean() }),
} as const;
export type RealtimeEventName = keyof typeof realtimeEvents;
export type RealtimeEventData<E extends RealtimeEventName> = z.infer<(typeof realtimeEvents)[E]>;

/**
 * What every server→client event carries. `seq` numbers the channel's durable events (1, 2, 3 …);
 * a client remembers the last it saw per channel and sends it back on (re)subscribe, and the server
 * replays what came after from PostgreSQL. Presence has no seq (null). Clients dedupe by seq.
 */
export type RealtimeEnvelope<E extends RealtimeEventName = RealtimeEventName> = {
  channel: string;
  event: E;
  seq: number | null;
  data: RealtimeEventData<E>;
};

export type SubscribeRequest = { channel: string; last_seq?: number };
/** `reset`: the gap was older than the server keeps; reload the lists instead of replaying. */
export type SubscribeAck =
  | { ok: true; replayed: number; last_seq: number; reset: boolean }
  | { ok: false; error: string };

/** Socket.IO event maps (socket.io-client: `Socket<ServerToClient, ClientToServer>`). */
export interface ServerToClientEvents {
  event: (envelope: RealtimeEnvelope) => void;
}
export interface ClientToServerEvents {
  subscribe: (request: SubscribeRequest, ack: (result: SubscribeAck) => void) => void;
  unsubscribe: (channel: string, ack?: (result: { ok: boolean }) => void) => void;
}

/**
 * POST /pusher/auth answer in the Pusher format: `key:HMAC-SHA256(secret, socket_id:channel_name:channel_data)`.
 * `channel_data` names the subscriber (`{"user_id":"12"}`); pusher-js sends it back when it subscribes.
 */
export const pusherAuthView = z.object({ auth: z.string(), channel_data: z.string() });
/**
 * pusher-js reads `auth` and `channel_data` at the top level of the answer, our API clients read
 * the envelope's `data`: the answer carries both.
 */
export const pusherAuthResponse = envelope(pusherAuthView).extend(pusherAuthView.shape);
