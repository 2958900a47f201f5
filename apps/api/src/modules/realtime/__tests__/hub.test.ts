import type { RealtimeEnvelope } from '@hctl/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { LocalHub, REPLAY_MAX, type Subscriber } from '../local-hub';
import type { RealtimeService } from '../realtime.service';
import { until } from './helpers';

let ctx: TestContext;
let realtime: RealtimeService;
beforeAll(async () => {
  ctx = await createTestContext();
  realtime = ctx.app.modules.realtime.services.realtime;
}, 30_000);

const record = (channel: string, count: number) =>
  ctx.db.transaction((tx) =>
    realtime.record(
      tx,
      Array.from({ length: count }, (_, i) => ({
        channel,
        event: 'message.deleted' as const,
        data: { conversation_id: 1, message_id: i + 1 },
      })),
    ),
  );

function collector(userId = 1) {
  const got: RealtimeEnvelope[] = [];
  const s: Subscriber & { got: RealtimeEnvelope[] } = { userId, send: (e) => got.push(e), got };
  return s;
}

describe('the event log', () => {
  it('numbers each channel from 1 without gaps, also when a transaction rolls back or writers race', async () => {
    const first = await record('private-chat.900', 3);
    expect(first.map((e) => e.seq)).toEqual([1, 2, 3]);
    await expect(
      ctx.db.transaction(async (tx) => {
        await realtime.record(tx, [
          {
            channel: 'private-chat.900',
            event: 'message.deleted',
            data: { conversation_id: 1, message_id: 9 },
          },
        ]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const racing = await Promise.all(Array.from({ length: 10 }, () => record('private-chat.900', 2)));
    const all = racing
      .flat()
      .map((e) => e.seq as number)
      .sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: 20 }, (_, i) => i + 4));
  });

  it('numbers two channels written together by racing transactions, listed in either order, without deadlock', async () => {
    const ev = (channel: string) => ({
      channel,
      event: 'message.deleted' as const,
      data: { conversation_id: 1, message_id: 1 },
    });
    const both = (flip: boolean) =>
      ctx.db.transaction((tx) =>
        realtime.record(
          tx,
          flip
            ? [ev('private-chat.702'), ev('private-chat.701')]
            : [ev('private-chat.701'), ev('private-chat.702')],
        ),
      );
    const racing = (await Promise.all(Array.from({ length: 16 }, (_, i) => both(i % 2 === 1)))).flat();
    for (const channel of ['private-chat.701', 'private-chat.702']) {
      const seqs = racing
        .filter((e) => e.channel === channel)
        .map((e) => e.seq as number)
        .sort((x, y) => x - y);
      expect(seqs).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    }
  });

  it('keeps the order of events across channels in one record call', async () => {
    const out = await ctx.db.transaction((tx) =>
      realtime.record(tx, [
        {
          channel: 'private-chat.902',
          event: 'message.deleted',
          data: { conversation_id: 1, message_id: 1 },
        },
        {
          channel: 'private-chat.901',
          event: 'message.deleted',
          data: { conversation_id: 1, message_id: 2 },
        },
        {
          channel: 'private-chat.902',
          event: 'message.deleted',
          data: { conversation_id: 1, message_id: 3 },
        },
      ]),
    );
    expect(out.map((e) => [e.channel, e.seq, (e.data as { message_id: number }).message_id])).toEqual([
      ['private-chat.902', 1, 1],
      ['private-chat.901', 1, 2],
      ['private-chat.902', 2, 3],
    ]);
  });
});

describe('the local hub', () => {
  it('delivers in seq order when events reach it out of order (two processes emitting), filling gaps from the log', async () => {
    const hub = new LocalHub(realtime.log);
    const s = collector();
    const channel = 'private-chat.910';
    await hub.subscribe(s, channel, 0);
    const events = await record(channel, 6);
    // 4 and 6 arrive first, 5 never arrives over the bus: the hub reads 1..3 and 5 from PostgreSQL.
    hub.deliver({ kind: 'events', envelopes: [events[3], events[5]] });
    hub.deliver({ kind: 'events', envelopes: [events[0]] });
    await until(() => s.got.length === 6);
    hub.deliver({ kind: 'events', envelopes: events });
    await new Promise((r) => setTimeout(r, 50));
    expect(s.got.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('replays a long gap page by page, and answers reset beyond REPLAY_MAX', async () => {
    const hub = new LocalHub(realtime.log);
    const channel = 'private-chat.920';
    await record(channel, 2500);
    const s = collector();
    expect(await hub.subscribe(s, channel, 0)).toEqual({
      ok: true,
      replayed: 2500,
      last_seq: 2500,
      reset: false,
    });
    expect(s.got.map((e) => e.seq)).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));

    await record(channel, REPLAY_MAX);
    const late = collector();
    expect(await hub.subscribe(late, channel, 1)).toEqual({
      ok: true,
      replayed: 0,
      last_seq: 2500 + REPLAY_MAX,
      reset: true,
    });
    expect(late.got).toEqual([]);
  });

  it('delivers presence only to the listed watchers and volatile events to the channel', async () => {
    const hub = new LocalHub(realtime.log);
    const watcher = collector(1);
    const other = collector(2);
    await hub.subscribe(watcher, 'private-is-online');
    await hub.subscribe(other, 'private-is-online');
    const presence = {
      channel: 'private-is-online',
      event: 'presence',
      seq: null,
      data: { user_id: 3, is_online: true },
    } as const;
    hub.deliver({ kind: 'presence', to: [1], envelope: presence });
    expect(watcher.got).toEqual([presence]);
    expect(other.got).toEqual([]);
    hub.remove(watcher);
    hub.deliver({ kind: 'presence', to: [1], envelope: presence });
    expect(watcher.got).toHaveLength(1);
    expect(hub.size).toEqual({ subscribers: 1, channels: 1 });
  });
});
