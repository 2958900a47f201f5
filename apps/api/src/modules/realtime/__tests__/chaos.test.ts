import { randomUUID } from 'node:crypto';
import {
  type ClientToServerEvents,
  channelName,
  type RealtimeEnvelope,
  type ServerToClientEvents,
} from '@hctl/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  login,
  type MadeUser,
  makeUser,
  type TestContext,
} from '../../../../test/context';
import { until } from './helpers';
import { ApiProcess } from './processes';

const BURST = 2000;
const AWAY_MS = 30_000;

/**
 * The chaos test: a burst of messages while the API process that receives the sends is
 * killed and restarted, one client of the recipient connected to it (it reconnects on its own)
 * and another away for 30 s. Both end with every message exactly once, in seq order, and the
 * unread count is right.
 */
let ctx: TestContext;
let p1: ApiProcess;
let p2: ApiProcess;
let sender: MadeUser;
let recipient: MadeUser;
const clients: InboxClient[] = [];

/** What the web app's connection does: remember the last seq, resubscribe with it on every connect. */
class InboxClient {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  lastSeq = 0;
  readonly messages: { seq: number; id: number; body: string }[] = [];
  duplicates = 0;
  outOfOrder = 0;
  resets = 0;
  connects = 0;

  constructor(
    url: string,
    token: string,
    readonly channel: string,
  ) {
    this.socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      forceNew: true,
    });
    this.socket.on('connect', () => {
      this.connects++;
      this.socket.emit('subscribe', { channel, last_seq: this.lastSeq }, (ack) => {
        if (ack.ok && ack.reset) this.resets++;
      });
    });
    this.socket.on('event', (e: RealtimeEnvelope) => {
      if (e.channel !== channel || e.seq === null) return;
      if (e.seq <= this.lastSeq) return void this.duplicates++;
      if (e.seq !== this.lastSeq + 1) this.outOfOrder++;
      this.lastSeq = e.seq;
      if (e.event !== 'message.created') return;
      const { message } = e.data as { message: { id: number; message: string } };
      this.messages.push({ seq: e.seq, id: message.id, body: message.message });
    });
  }

  ready() {
    return until(() => this.connects > 0 && this.socket.connected, 10_000);
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  [p1, p2] = await Promise.all([ApiProcess.start(ctx), ApiProcess.start(ctx)]);
  [sender, recipient] = [await makeUser(ctx), await makeUser(ctx)];
}, 90_000);
afterAll(async () => {
  for (const c of clients) c.socket.disconnect();
  await Promise.all([p1?.stop(), p2?.stop()]);
});

let retries = 0;
/** POST to the API, retried with the same body (so the same client_id) until it answers 200. */
async function postUntilOk(url: string, token: string, body: object) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token) },
        body: JSON.stringify(body),
      });
      if (res.ok) return (await res.json()) as { data: { conversation: { id: number } } };
      if (res.status < 500) throw new Error(`${res.status} ${await res.text()}`);
    } catch (e) {
      if (e instanceof Error && /^\d{3} /.test(e.message)) throw e;
    }
    retries++;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

describe('chaos: a burst through a restart and a long disconnect', () => {
  it('delivers every message exactly once and in order to both clients, and counts them unread', async () => {
    const tokenS = await login(ctx, sender);
    const tokenR = await login(ctx, recipient);
    const channel = channelName.chat(recipient.id);
    const onP1 = new InboxClient(p1.url, tokenR, channel);
    const away = new InboxClient(p2.url, tokenR, channel);
    clients.push(onP1, away);
    await Promise.all([onP1.ready(), away.ready()]);

    const first = await postUntilOk(`${p1.url}/api/v1/conversations/new-message`, tokenS, {
      receiver_id: recipient.id,
      message: 'first',
      client_id: randomUUID(),
    });
    const conversationId = first.data.conversation.id;
    expect(conversationId).toBeGreaterThan(0);

    let done = 0;
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < BURST; i = next++) {
        await postUntilOk(`${p1.url}/api/v1/conversations/send-message`, tokenS, {
          conversation_id: conversationId,
          message: `m-${i}`,
          client_id: `chaos-${i}-${conversationId}`,
        });
        done++;
      }
    };
    const burst = Promise.all(Array.from({ length: 8 }, worker));

    await until(() => done >= 100, 60_000);
    away.socket.disconnect();
    const awaySince = Date.now();
    await until(() => done >= 500, 60_000);
    // A crash of the process taking the sends (and holding onP1's socket), then a restart.
    await p1.stop('SIGKILL');
    await p1.start();

    await burst;
    // The crash hit sends in flight: they were retried with their client_id.
    expect(retries).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, Math.max(0, AWAY_MS - (Date.now() - awaySince))));
    away.socket.connect();

    const total = BURST + 1;
    await until(() => onP1.messages.length >= total && away.messages.length >= total, 60_000);
    await new Promise((r) => setTimeout(r, 500));
    const expectedBodies = ['first', ...Array.from({ length: BURST }, (_, i) => `m-${i}`)].sort();
    for (const c of [onP1, away]) {
      expect({ duplicates: c.duplicates, outOfOrder: c.outOfOrder, resets: c.resets }).toEqual({
        duplicates: 0,
        outOfOrder: 0,
        resets: 0,
      });
      expect(c.messages.map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(new Set(c.messages.map((m) => m.id)).size).toBe(total);
      expect(c.messages.map((m) => m.body).sort()).toEqual(expectedBodies);
    }
    expect(onP1.connects).toBeGreaterThanOrEqual(2);
    expect(away.connects).toBe(2);

    // Through an API process (their rate limit is raised; this file's in-process app keeps the default).
    const list = await fetch(`${p2.url}/api/v1/conversations/all`, { headers: bearer(tokenR) });
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as {
      data: { total_unread: number; data: { id: number; unread_count: number }[] };
    };
    expect(data.total_unread).toBe(total);
    expect(data.data.find((c) => c.id === conversationId)?.unread_count).toBe(total);
    const stored = await ctx.deps.pool.query(
      'select count(*)::int as n, count(distinct client_id)::int as ids from chat_messages where conversation_id = $1',
      [conversationId],
    );
    expect(stored.rows[0]).toEqual({ n: total, ids: total });
  }, 180_000);
});
