import { channelName, type RealtimeEnvelope, type SubscribeAck } from '@hctl/contracts';
import type { BusMessage } from './realtime.bus';

/** One connected client (a Socket.IO socket or a Pusher-protocol WebSocket) of one signed-in person. */
export interface Subscriber {
  readonly userId: number;
  send(envelope: RealtimeEnvelope): void;
}

/** What the hub reads from the event log: replays and gap fills. */
export interface EventLog {
  bounds(channel: string): Promise<{ lastSeq: number; firstSeq: number | null }>;
  after(channel: string, afterSeq: number, limit: number): Promise<RealtimeEnvelope[]>;
}

/** Events read from the log per query (replay pages, gap fills). */
export const REPLAY_LIMIT = 1000;
/**
 * A reconnect replays at most this many events (a day away from a busy organization inbox); a
 * longer gap answers reset, and the client reloads its lists instead.
 */
export const REPLAY_MAX = 10_000;
const GAP_ATTEMPTS = 4;
const GAP_RETRY_MS = 150;

/**
 * One subscriber on one channel. Delivers the channel's durable events exactly once and in seq
 * order: events that arrive while it replays, or after a gap (two processes' events can reach the
 * bus out of order), wait in `pending` until the missing ones are read from PostgreSQL.
 */
class Subscription {
  private pending = new Map<number, RealtimeEnvelope>();
  /** Replaying or filling a gap: live events wait. */
  private busy = true;

  constructor(
    readonly channel: string,
    readonly subscriber: Subscriber,
    private log: EventLog,
    /** The last seq this subscriber has. */
    public cursor: number,
  ) {}

  offer(e: RealtimeEnvelope) {
    if (e.seq === null) return this.subscriber.send(e);
    if (e.seq <= this.cursor) return;
    if (this.busy || e.seq !== this.cursor + 1) {
      this.pending.set(e.seq, e);
      if (!this.busy) void this.fillGap();
      return;
    }
    this.push(e);
    this.drain();
  }

  /** The subscribe: replays what came after `lastSeq` (or starts at the newest event), then goes live. */
  async start(lastSeq: number | undefined): Promise<SubscribeAck> {
    let replayed = 0;
    let reset = false;
    try {
      const { lastSeq: newest, firstSeq } = await this.log.bounds(this.channel);
      if (lastSeq === undefined) this.cursor = newest;
      else if (lastSeq >= newest) {
        // Ahead of the log (it was restored or the client is confused): start over at the newest.
        reset = lastSeq > newest;
        this.cursor = newest;
      } else if (firstSeq === null || firstSeq > lastSeq + 1 || newest - lastSeq > REPLAY_MAX) {
        // Older than what is kept, or too much to replay: the client reloads its lists instead.
        reset = true;
        this.cursor = newest;
      } else {
        this.cursor = lastSeq;
        // Page by page up to what was newest when we looked (later events come live or by gap fill).
        while (this.cursor < newest) {
          const page = await this.log.after(this.channel, this.cursor, REPLAY_LIMIT);
          const before = this.cursor;
          for (const e of page) {
            if (e.seq !== this.cursor + 1) break;
            this.push(e);
            replayed++;
          }
          if (this.cursor === before || page.length < REPLAY_LIMIT) break;
        }
      }
    } finally {
      this.busy = false;
      this.drain();
    }
    return { ok: true, replayed, last_seq: this.cursor, reset };
  }

  private push(e: RealtimeEnvelope) {
    this.subscriber.send(e);
    this.cursor = e.seq as number;
  }

  private drain() {
    this.drainContiguous();
    if (this.pending.size && !this.busy) void this.fillGap();
  }

  private drainContiguous() {
    for (;;) {
      const next = this.pending.get(this.cursor + 1);
      if (!next) break;
      this.pending.delete(this.cursor + 1);
      this.push(next);
    }
    for (const seq of this.pending.keys()) if (seq <= this.cursor) this.pending.delete(seq);
  }

  private async fillGap() {
    if (this.busy) return;
    this.busy = true;
    try {
      // Every seq below one that was emitted is committed (numbers are handed out under the
      // channel's row lock, held until commit), so the log has the missing ones. The tries are
      // for a database that does not answer for a moment.
      for (let attempt = 0; attempt < GAP_ATTEMPTS && this.pending.size; attempt++) {
        if (attempt) await new Promise((r) => setTimeout(r, GAP_RETRY_MS));
        try {
          for (const e of await this.log.after(this.channel, this.cursor, REPLAY_LIMIT)) {
            if (e.seq !== this.cursor + 1) break;
            this.pending.delete(e.seq);
            this.push(e);
          }
        } catch {
          // The database is unreachable: try again, then deliver what we have.
        }
        this.drainContiguous();
      }
      // Still missing (dropped by retention, or unreadable): skip the hole rather than hold the rest.
      for (const seq of [...this.pending.keys()].sort((a, b) => a - b)) {
        const e = this.pending.get(seq) as RealtimeEnvelope;
        this.pending.delete(seq);
        if (seq > this.cursor) this.push(e);
      }
    } finally {
      this.busy = false;
    }
  }
}

/**
 * This process's subscribers by channel, fed by the bus. Both transports (Socket.IO and the
 * Pusher protocol) subscribe through it, so they deliver the same events the same way.
 */
export class LocalHub {
  private byChannel = new Map<string, Set<Subscription>>();
  private bySubscriber = new Map<Subscriber, Map<string, Subscription>>();
  /** `private-is-online` subscriptions by the subscriber's user id: presence goes to its audience only. */
  private watchers = new Map<number, Set<Subscription>>();

  constructor(private log: EventLog) {}

  /** Call only after authorizing the channel for the subscriber. */
  async subscribe(subscriber: Subscriber, channel: string, lastSeq?: number): Promise<SubscribeAck> {
    this.unsubscribe(subscriber, channel);
    const sub = new Subscription(channel, subscriber, this.log, lastSeq ?? 0);
    // Registered before the replay reads the log: what is emitted meanwhile waits in `pending`.
    addTo(this.byChannel, channel, sub);
    const mine = this.bySubscriber.get(subscriber) ?? new Map<string, Subscription>();
    this.bySubscriber.set(subscriber, mine);
    mine.set(channel, sub);
    if (channel === channelName.isOnline) addTo(this.watchers, subscriber.userId, sub);
    try {
      return await sub.start(lastSeq);
    } catch {
      this.unsubscribe(subscriber, channel);
      return { ok: false, error: 'Could not subscribe right now; try again.' };
    }
  }

  unsubscribe(subscriber: Subscriber, channel: string) {
    const sub = this.bySubscriber.get(subscriber)?.get(channel);
    if (!sub) return;
    this.bySubscriber.get(subscriber)?.delete(channel);
    removeFrom(this.byChannel, channel, sub);
    if (channel === channelName.isOnline) removeFrom(this.watchers, subscriber.userId, sub);
  }

  /** The subscriber left: drops all its subscriptions. */
  remove(subscriber: Subscriber) {
    for (const channel of [...(this.bySubscriber.get(subscriber)?.keys() ?? [])])
      this.unsubscribe(subscriber, channel);
    this.bySubscriber.delete(subscriber);
  }

  isSubscribed(subscriber: Subscriber, channel: string) {
    return this.bySubscriber.get(subscriber)?.has(channel) ?? false;
  }

  deliver(m: BusMessage) {
    if (m.kind === 'events') {
      for (const e of m.envelopes) for (const sub of this.byChannel.get(e.channel) ?? []) sub.offer(e);
    } else if (m.kind === 'volatile') {
      for (const sub of this.byChannel.get(m.envelope.channel) ?? []) sub.offer(m.envelope);
    } else if (m.kind === 'presence') {
      for (const userId of m.to) for (const sub of this.watchers.get(userId) ?? []) sub.offer(m.envelope);
    }
  }

  get size() {
    return { subscribers: this.bySubscriber.size, channels: this.byChannel.size };
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key) ?? new Set<V>();
  map.set(key, set);
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (!set.size) map.delete(key);
}
