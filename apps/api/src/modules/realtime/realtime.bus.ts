import type { RealtimeEnvelope } from '@hctl/contracts';
import type { Redis } from 'ioredis';

/** What one process tells every API process to deliver to its local subscribers. */
export type BusMessage =
  /** Durable events (with seq), in commit order per channel. */
  | { kind: 'events'; envelopes: RealtimeEnvelope[] }
  /** A live-only event for whoever subscribes to the channel now. */
  | { kind: 'volatile'; envelope: RealtimeEnvelope }
  /** Presence of one person, for the `private-is-online` subscribers among `to` only. */
  | { kind: 'presence'; to: number[]; envelope: RealtimeEnvelope }
  /** A session ended (sign-out): its sockets on every process are closed. */
  | { kind: 'end-session'; sessionId: string }
  /** Every session of a person ended (password reset, deactivation): all their sockets are closed. */
  | { kind: 'end-user'; userId: number };

/** Entries kept in the stream: a process that lost Redis for a moment reads on from where it was. */
const MAX_LEN = 10_000;

/**
 * The realtime delivery path between processes: one Redis stream every API process reads.
 * Why a stream of our own rather than `io.to(channel).emit` through the Socket.IO adapter:
 * - the worker process (no Socket.IO server) publishes with one XADD;
 * - Pusher-protocol clients and Socket.IO clients are fed by the same local hub, which delivers each
 *   subscriber its channel's events exactly once and in seq order (it buffers while replaying and
 *   fills gaps from PostgreSQL), which room broadcasts cannot do;
 * - a reader that reconnects continues from its last entry id, so a Redis blip loses nothing
 *   (Socket.IO's server-side emits go through pub/sub, which drops what it missed).
 */
export class RealtimeBus {
  constructor(
    private redis: Redis,
    readonly stream: string,
  ) {}

  async publish(message: BusMessage) {
    await this.redis.xadd(this.stream, 'MAXLEN', '~', MAX_LEN, '*', 'm', JSON.stringify(message));
  }

  /** Reads every message published from now on (API processes); returns how to stop. */
  listen(onMessage: (m: BusMessage) => void, onError: (e: Error) => void = () => {}) {
    // Its own connection: XREAD BLOCK holds it. Commands wait through reconnects instead of failing.
    const reader = this.redis.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      enableAutoPipelining: false,
    });
    reader.on('error', () => {});
    let closed = false;
    const loop = async () => {
      // Start after the newest entry present now; from then on, after the last one read.
      let last = '0-0';
      try {
        const newest = await reader.xrevrange(this.stream, '+', '-', 'COUNT', 1);
        last = newest[0]?.[0] ?? '0-0';
      } catch (e) {
        if (!closed) onError(e as Error);
      }
      while (!closed) {
        try {
          const res = await reader.xread('COUNT', 500, 'BLOCK', 5000, 'STREAMS', this.stream, last);
          for (const [id, fields] of res?.[0]?.[1] ?? []) {
            last = id;
            try {
              onMessage(JSON.parse(fields[1]) as BusMessage);
            } catch (e) {
              onError(e as Error);
            }
          }
        } catch (e) {
          if (closed) break;
          onError(e as Error);
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    };
    const done = loop();
    return {
      async close() {
        closed = true;
        reader.disconnect();
        await done;
      },
    };
  }
}
