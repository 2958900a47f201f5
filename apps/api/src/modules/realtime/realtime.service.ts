import {
  channelName,
  type RealtimeEnvelope,
  type RealtimeEventData,
  type RealtimeEventName,
} from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { parseChannel } from './channels';
import { type EventLog, REPLAY_LIMIT } from './local-hub';
import { Presence } from './presence';
import { channelDataFor, type PusherCredentials, signChannel } from './pusher-auth';
import { RealtimeBus } from './realtime.bus';
import type { ChannelAuthorizer, RealtimeEventInput, RealtimePort } from './realtime.port';
import { realtimeRepository as repo } from './realtime.repository';

/** Events are kept this long for replay; a client away longer reloads its lists (SubscribeAck.reset). */
export const RETENTION_DAYS = 30;

/**
 * The realtime module's one service: the durable per-channel event log, channel authorization,
 * delivery to every API process (through the bus) and presence. The transports (Socket.IO, the
 * Pusher protocol) live in the API process only and read from the bus; in the worker process emit
 * publishes to the same bus, so events recorded by jobs reach clients too.
 */
export class RealtimeService implements RealtimePort {
  private authorizers = new Map<ChannelAuthorizer['prefix'], ChannelAuthorizer>();
  private audience: ((userId: number) => Promise<number[]>) | null = null;
  readonly bus: RealtimeBus;
  readonly presence: Presence;
  readonly pusher: PusherCredentials;

  constructor(private deps: AppDeps) {
    const prefix = `${deps.keyPrefix}rt:`;
    this.bus = new RealtimeBus(deps.redis, `${prefix}bus`);
    this.presence = new Presence(deps.redis, prefix, (userId, online) => this.announce(userId, online));
    this.pusher = { key: deps.config.pusherKey, secret: deps.config.pusherSecret };
  }

  async record(tx: Executor, events: RealtimeEventInput[]): Promise<RealtimeEnvelope[]> {
    const byChannel = new Map<string, number[]>();
    events.forEach((e, i) => {
      byChannel.set(e.channel, [...(byChannel.get(e.channel) ?? []), i]);
    });
    const envelopes: RealtimeEnvelope[] = new Array(events.length);
    // Channels locked in name order: two transactions writing the same channels cannot deadlock.
    const names = [...byChannel.keys()].sort();
    const lasts = names.length
      ? await repo.reserveMany(
          tx,
          names.map((channel) => ({ channel, count: (byChannel.get(channel) as number[]).length })),
        )
      : new Map<string, number>();
    for (const channel of names) {
      const indexes = byChannel.get(channel) as number[];
      const last = lasts.get(channel) as number;
      indexes.forEach((index, k) => {
        const e = events[index];
        envelopes[index] = { channel, event: e.event, seq: last - indexes.length + 1 + k, data: e.data };
      });
    }
    if (envelopes.length)
      await repo.insertEvents(
        tx,
        envelopes.map((e) => ({ channel: e.channel, seq: e.seq as number, event: e.event, data: e.data })),
      );
    return envelopes;
  }

  emit(envelopes: RealtimeEnvelope[]) {
    if (!envelopes.length) return;
    // A failed publish loses nothing: the events are in PostgreSQL, and subscribers fill the gap
    // when the next event of the channel arrives, or replay on reconnect.
    void this.bus.publish({ kind: 'events', envelopes }).catch(() => {});
  }

  emitVolatile<E extends RealtimeEventName>(channel: string, event: E, data: RealtimeEventData<E>) {
    const envelope = { channel, event, seq: null, data } as RealtimeEnvelope;
    if (channel === channelName.isOnline) {
      // Everyone signed in may subscribe to private-is-online: what is said there goes to the
      // audience of the person it is about, never to the whole channel.
      const about = (data as { user_id?: number }).user_id;
      if (typeof about === 'number') void this.sendToAudience(about, envelope);
      return;
    }
    void this.bus.publish({ kind: 'volatile', envelope }).catch(() => {});
  }

  registerChannel(authorizer: ChannelAuthorizer) {
    this.authorizers.set(authorizer.prefix, authorizer);
  }

  async authorize(auth: AuthContext, channel: string) {
    const parsed = parseChannel(channel);
    if (!parsed) return false;
    if (parsed.prefix === 'is-online') return true;
    const custom = this.authorizers.get(parsed.prefix);
    if (custom) return custom.authorize(auth, parsed.id);
    // Built in: a person's own inbox and notifications.
    if (parsed.prefix === 'chat' || parsed.prefix === 'notify') return parsed.id === auth.userId;
    return false;
  }

  /** POST /pusher/auth: the signature that lets this socket subscribe, or null when refused. */
  async pusherAuth(auth: AuthContext, socketId: string, channel: string) {
    if (!(await this.authorize(auth, channel))) return null;
    const channelData = channelDataFor(auth.userId);
    return { auth: signChannel(this.pusher, socketId, channel, channelData), channel_data: channelData };
  }

  onlineAmong(userIds: number[]) {
    return this.presence.onlineAmong(userIds);
  }

  /** PUT is-online (messaging calls it). */
  markOnline(userId: number) {
    return this.presence.markOnline(userId);
  }

  /** PUT is-offline (messaging calls it). */
  markOffline(userId: number) {
    return this.presence.markOffline(userId);
  }

  setPresenceAudience(audience: (userId: number) => Promise<number[]>) {
    this.audience = audience;
  }

  /**
   * A session ended (sign-out, password change): its Socket.IO connections on every API process
   * are closed now rather than at their next subscribe. Never throws.
   */
  endSession(sessionId: string) {
    void this.bus.publish({ kind: 'end-session', sessionId }).catch(() => {});
  }

  /** Every session of the person ended: all their connections close, on every API process. Never throws. */
  endUser(userId: number) {
    void this.bus.publish({ kind: 'end-user', userId }).catch(() => {});
  }

  /** The event log as the transports read it (replay on subscribe, gap fill). */
  readonly log: EventLog = {
    bounds: (channel) => repo.bounds(this.deps.db, channel),
    after: async (channel, afterSeq, limit) =>
      (await repo.eventsAfter(this.deps.db, channel, afterSeq, Math.min(limit, REPLAY_LIMIT))).map(
        (r) => ({ channel: r.channel, event: r.event, seq: Number(r.seq), data: r.data }) as RealtimeEnvelope,
      ),
  };

  /** Retention: drops events older than RETENTION_DAYS; returns how many. */
  pruneEvents() {
    const before = new Date(this.deps.clock.now().getTime() - RETENTION_DAYS * 86_400_000);
    return repo.deleteOlderThan(this.deps.db, before);
  }

  private announce(userId: number, isOnline: boolean) {
    void this.sendToAudience(userId, {
      channel: channelName.isOnline,
      event: 'presence',
      seq: null,
      data: { user_id: userId, is_online: isOnline },
    });
  }

  private async sendToAudience(userId: number, envelope: RealtimeEnvelope) {
    try {
      // Without an audience (messaging not built), presence goes to no one.
      const to = this.audience ? await this.audience(userId) : [];
      if (to.length) await this.bus.publish({ kind: 'presence', to, envelope });
    } catch {
      // Presence is best effort: the next change or a reload shows the right state.
    }
  }
}
