import type {
  ClientToServerEvents,
  RealtimeEnvelope,
  ServerToClientEvents,
  SubscribeAck,
} from '@hctl/contracts';
import type { Socket } from 'socket.io-client';
import { authStore } from '../auth-store';
import { forgetSeqs, lastSeq, rememberSeq } from './seq-store';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type EnvelopeListener = (envelope: RealtimeEnvelope) => void;
/** Called when the server could not replay a gap (`reset`): the channel's data must be reloaded. */
export type ResetListener = () => void;

interface Channel {
  listeners: Set<EnvelopeListener>;
  resetListeners: Set<ResetListener>;
}

/**
 * The one Socket.IO connection of a signed-in tab. It is opened by the first `subscribe` (the
 * header's unread badge, on every signed-in page), so socket.io-client is downloaded only by signed-in
 * users (dynamic import; public pages keep their JS budget), and closed on logout or a change of account.
 */
const channels = new Map<string, Channel>();
let socket: RealtimeSocket | null = null;
let opening: Promise<RealtimeSocket> | null = null;
/** The token the open socket authenticated with: another token (logout, other account) closes it. */
let socketToken: string | null = null;

const userId = () => authStore.get().user?.id ?? 0;

/**
 * The connection as the screens show it: `reconnecting` after a connection was lost (offline,
 * server restart) until it is back; `idle` when there is none (signed out, not needed yet).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';
let status: RealtimeStatus = 'idle';
const statusListeners = new Set<() => void>();
function setStatus(next: RealtimeStatus) {
  if (next === status) return;
  status = next;
  for (const l of statusListeners) l();
}
export const realtimeStatus = {
  get: () => status,
  subscribe(l: () => void) {
    statusListeners.add(l);
    return () => statusListeners.delete(l);
  },
};

function dispatch(envelope: RealtimeEnvelope) {
  const channel = channels.get(envelope.channel);
  if (!channel) return;
  if (envelope.seq !== null) {
    // Dedupe: a replay after reconnect may repeat what arrived live just before (the server sends
    // duplicates rather than risk a gap), and a late duplicate must not be applied twice.
    const seen = lastSeq(userId(), envelope.channel);
    if (seen !== undefined && envelope.seq <= seen) return;
    rememberSeq(userId(), envelope.channel, envelope.seq);
  }
  for (const l of channel.listeners) l(envelope);
}

/** (Re)subscribes one channel, asking for what came after the last event this tab saw. */
function join(s: RealtimeSocket, name: string) {
  const since = lastSeq(userId(), name);
  s.emit('subscribe', { channel: name, last_seq: since }, (ack: SubscribeAck) => {
    if (!ack.ok) {
      console.warn(`realtime: subscribe to ${name} refused: ${ack.error}`);
      return;
    }
    if (ack.reset) {
      // The gap is older than the server keeps: start counting from now and reload from HTTP.
      rememberSeq(userId(), name, ack.last_seq, true);
      for (const l of channels.get(name)?.resetListeners ?? []) l();
    } else if (since === undefined) {
      // First subscription in this tab: the page just loaded its data over HTTP, so count from here.
      rememberSeq(userId(), name, ack.last_seq);
    }
  });
}

async function open(): Promise<RealtimeSocket> {
  const { io } = await import('socket.io-client');
  const s: RealtimeSocket = io({
    path: '/socket.io',
    transports: ['websocket'],
    // A function: each reconnect sends the current token (read when connecting, not when created).
    auth: (cb) => cb({ token: authStore.get().api_token }),
  });
  // On every (re)connect: subscribe all channels again with their last seq; the server replays the gap.
  s.on('connect', () => {
    setStatus('connected');
    for (const name of channels.keys()) join(s, name);
  });
  // A disconnect we asked for (logout) is not a lost connection.
  s.on('disconnect', (reason) => setStatus(reason === 'io client disconnect' ? 'idle' : 'reconnecting'));
  s.on('event', dispatch);
  return s;
}

function ensureSocket(): Promise<RealtimeSocket> {
  const token = authStore.get().api_token;
  if (!token) return Promise.reject(new Error('not signed in'));
  if (!opening) {
    socketToken = token;
    setStatus('connecting');
    const attempt = open().then((s) => {
      // Signed out (or in as someone else) while socket.io-client was still loading: drop it.
      if (opening !== attempt) {
        s.disconnect();
        throw new Error('closed before it opened');
      }
      socket = s;
      return s;
    });
    opening = attempt;
  }
  return opening;
}

/** Closes the connection (logout, account change) and forgets what this tab saw. */
export function closeRealtime() {
  socket?.disconnect();
  socket = null;
  opening = null;
  socketToken = null;
  setStatus('idle');
}

authStore.subscribe(() => {
  const token = authStore.get().api_token;
  if (token === socketToken) return;
  const wasOpen = opening !== null;
  closeRealtime();
  if (!token) forgetSeqs();
  // Another account signed in in this tab while channels were in use: reconnect as them.
  else if (wasOpen && channels.size) void ensureSocket().catch(() => undefined);
});

/**
 * Listens to one channel. The first listener of a channel subscribes it on the server; the last one
 * to leave unsubscribes. Returns the function that stops listening.
 */
export function subscribe(name: string, onEvent: EnvelopeListener, onReset?: ResetListener): () => void {
  let channel = channels.get(name);
  const first = !channel;
  if (!channel) {
    channel = { listeners: new Set(), resetListeners: new Set() };
    channels.set(name, channel);
  }
  channel.listeners.add(onEvent);
  if (onReset) channel.resetListeners.add(onReset);
  if (first)
    void ensureSocket().then(
      (s) => {
        // Not yet connected: the 'connect' handler subscribes every channel, this one included.
        if (s.connected && channels.has(name)) join(s, name);
      },
      () => undefined,
    );
  return () => {
    channel.listeners.delete(onEvent);
    if (onReset) channel.resetListeners.delete(onReset);
    if (channel.listeners.size || channels.get(name) !== channel) return;
    channels.delete(name);
    if (socket?.connected) socket.emit('unsubscribe', name);
  };
}
