/**
 * `npm run bench:realtime`: seeds BENCH_SOCKETS people (default 5,000) with a session each in a
 * fresh database (hctl_bench_rt), starts one API process (server.ts, production mode), connects a
 * socket.io-client per person that subscribes to its own inbox channel (private-chat.{id}), then
 * for BENCH_SECONDS (default 20) sends messages to random people at BENCH_RATE per second
 * (default 200):
 * - BENCH_VIA=http (default): POST /api/v1/conversations/send-message to the API, from
 *   BENCH_SENDERS people (default 20) into conversations opened beforehand with new-message with
 *   BENCH_CONVERSATIONS of the N (default min(N, 1000)); latency is matched by client_id;
 * - BENCH_VIA=service: RealtimeService.record + emit from this process (the event path alone,
 *   like a second API process or the worker), matched by channel and seq.
 * Prints connected sockets, delivered messages/s, send→receive latency (p50/p99: from before the
 * request or transaction to the recipient's socket callback) and the API's RSS; writes
 * bench-results/bench-realtime.{json,md}.
 *
 * Every socket is a file descriptor in both processes: 5,000 needs `ulimit -n` above ~5,500
 * (`ulimit -n 20000` before running). Only 127.0.0.1 is used; the load is bounded in time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { ClientToServerEvents, RealtimeEnvelope, ServerToClientEvents } from '@hctl/contracts';
import { createDb, runMigrations } from '@hctl/db';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '../apps/api/src/config';
import { SessionService } from '../apps/api/src/modules/auth/session.service';
import { RealtimeService } from '../apps/api/src/modules/realtime/realtime.service';
import { createDeps } from '../apps/api/src/runtime/deps';
import { ensureRedis } from '../apps/api/src/runtime/infra';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const VIA = process.env.BENCH_VIA === 'service' ? 'service' : 'http';
const SENDERS = Number(process.env.BENCH_SENDERS ?? 20);
const CONVERSATIONS = Math.min(SOCKETS, Number(process.env.BENCH_CONVERSATIONS ?? 1000));
/** Sends waiting for an answer at most; when the API falls behind, the sender waits (closed loop). */
const MAX_IN_FLIGHT = Number(process.env.BENCH_MAX_IN_FLIGHT ?? 50);
const root = join(import.meta.dirname, '..');
const log = (m: string) => console.log(`[bench:realtime] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = (() => {
  const u = new URL(process.env.BENCH_DATABASE_URL ?? adminUrl);
  if (!process.env.BENCH_DATABASE_URL) u.pathname = '/hctl_bench_rt';
  return u.toString();
})();
const redis = await ensureRedis(log);
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl,
  REDIS_URL: redis.url,
  JWT_SECRET: 'bench-realtime-secret-bench-realtime-secret',
  APP_KEY: 'bench-realtime-app-key-bench-realtime-app-key',
  PAYMENT_GATEWAY: 'test',
  MAIL_URL: 'smtp://127.0.0.1:1',
  RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
  KEY_PREFIX: 'benchrt:',
  SERVE_WEB: 'false',
  HOST: '127.0.0.1',
};

// A fresh database with N people.
if (!process.env.BENCH_DATABASE_URL) {
  const admin = createDb(adminUrl, { max: 1 });
  await admin.pool.query('drop database if exists hctl_bench_rt with (force)');
  await admin.pool.query('create database hctl_bench_rt');
  await admin.pool.end();
}
await runMigrations(dbUrl);
const config = loadConfig({ ...process.env, ...env } as NodeJS.ProcessEnv);
const deps = createDeps(config, { poolMax: 20 });
const t0 = Date.now();
const { rows: people } = await deps.pool.query<{ id: number }>(
  `insert into users (slug, email, password_hash, role, first_name, last_name, email_verified_at, referral_code)
   select 'bench-' || g, 'bench' || g || '@bench.test', 'x', 'individual', 'Bench', 'Person ' || g, now(), 'BENCHRT' || g
   from generate_series(1, $1) g returning id`,
  [SOCKETS + SENDERS],
);
// Only issues tokens here: no session ends, so nothing to tell the realtime module.
const sessions = new SessionService(deps, { endSession: () => {}, endUser: () => {} });
const tokens: { userId: number; token: string }[] = [];
for (let i = 0; i < people.length; i += 100) {
  const batch = people.slice(i, i + 100);
  tokens.push(
    ...(await Promise.all(
      batch.map(async (p) => ({ userId: p.id, token: await sessions.issue(p.id, { remember: false }) })),
    )),
  );
}
// The first SOCKETS people hold sockets; the last SENDERS only send.
const senders = tokens.splice(SOCKETS);
log(`seeded ${people.length} people with sessions in ${Date.now() - t0} ms`);

// One API process.
const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as { port: number }).port;
    s.close(() => resolve(p));
  });
});
const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  env: { ...process.env, ...env, PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  if (
    await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await sleep(200);
}
const rssMb = () => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

// N sockets, each subscribed to its own inbox.
/** When each message was sent, by what identifies it on the recipient's channel. */
const sentAt = new Map<string, number>();
const keyOf = (e: RealtimeEnvelope) =>
  VIA === 'http' && e.event === 'message.created'
    ? `${e.channel}:${(e.data as { message: { client_id: string | null } }).message.client_id}`
    : `${e.channel}:${e.seq}`;
const latencies: number[] = [];
let received = 0;
let duplicates = 0;
const seen = new Set<string>();
const clients: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];
const t1 = Date.now();
let subscribed = 0;
let failed = 0;
for (let i = 0; i < tokens.length; i += 250) {
  await Promise.all(
    tokens.slice(i, i + 250).map(
      ({ userId, token }) =>
        new Promise<void>((resolve) => {
          const s = io(base, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
          });
          clients.push(s);
          s.on('event', (e: RealtimeEnvelope) => {
            const seq = `${e.channel}:${e.seq}`;
            if (seen.has(seq)) duplicates++;
            seen.add(seq);
            const key = keyOf(e);
            const at = sentAt.get(key);
            if (at === undefined) return; // the sender's own copy, or the conversation's first message
            sentAt.delete(key);
            latencies.push(performance.now() - at);
            received++;
          });
          s.once('connect_error', () => {
            failed++;
            resolve();
          });
          s.once('connect', async () => {
            const ack = await s
              .timeout(30_000)
              .emitWithAck('subscribe', { channel: `private-chat.${userId}` })
              .catch(() => null);
            if (ack?.ok) subscribed++;
            else failed++;
            resolve();
          });
        }),
    ),
  );
}
const connectSeconds = (Date.now() - t1) / 1000;
log(`${subscribed} sockets connected and subscribed (${failed} failed) in ${connectSeconds.toFixed(1)} s`);
const rssConnected = rssMb();

// The sender: RATE messages a second to random people.
const realtime = new RealtimeService(deps);
let sent = 0;
let sendErrors = 0;
const inFlight = new Set<Promise<void>>();
const post = async (path: string, token: string, body: object) => {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: { conversation: { id: number } } };
};
/** HTTP: one conversation per recipient, opened by one of the senders. */
const conversations: { to: number; id: number; senderToken: string }[] = [];
if (VIA === 'http') {
  const t = Date.now();
  const recipients = tokens.slice(0, CONVERSATIONS);
  for (let i = 0; i < recipients.length; i += 50) {
    conversations.push(
      ...(await Promise.all(
        recipients.slice(i, i + 50).map(async ({ userId }, k) => {
          const sender = senders[(i + k) % senders.length];
          const r = await post('/conversations/new-message', sender.token, {
            receiver_id: userId,
            message: 'Hello',
          });
          return { to: userId, id: r.data.conversation.id, senderToken: sender.token };
        }),
      )),
    );
  }
  log(`opened ${conversations.length} conversations from ${senders.length} senders in ${Date.now() - t} ms`);
}
const sendOne = async () => {
  const started = performance.now();
  try {
    if (VIA === 'http') {
      const c = conversations[Math.floor(Math.random() * conversations.length)];
      const clientId = `bench-${sent + sendErrors}-${Math.random().toString(36).slice(2, 10)}`;
      sentAt.set(`private-chat.${c.to}:${clientId}`, started);
      await post('/conversations/send-message', c.senderToken, {
        conversation_id: c.id,
        message: `Bench message ${sent}`,
        client_id: clientId,
      });
    } else {
      const to = tokens[Math.floor(Math.random() * tokens.length)].userId;
      const channel = `private-chat.${to}`;
      const envelopes = await deps.db.transaction((tx) =>
        realtime.record(tx, [
          { channel, event: 'message.deleted', data: { conversation_id: to, message_id: sent + 1 } },
        ]),
      );
      sentAt.set(`${channel}:${envelopes[0].seq}`, started);
      realtime.emit(envelopes);
    }
    sent++;
  } catch (e) {
    if (!sendErrors) log(`send failed: ${(e as Error).message}`);
    sendErrors++;
  }
};
const t2 = performance.now();
// Paced by elapsed time (not by ticks, which run late under load): at t seconds, RATE·t issued.
let issued = 0;
while (performance.now() - t2 < SECONDS * 1000) {
  const due = Math.floor(((performance.now() - t2) / 1000) * RATE);
  for (; issued < due && inFlight.size < MAX_IN_FLIGHT; issued++) {
    const p = sendOne().finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await sleep(20);
}
await Promise.all(inFlight);
const sendSeconds = (performance.now() - t2) / 1000;
// Let the last deliveries arrive.
for (let i = 0; i < 50 && received < sent; i++) await sleep(100);
const rssAfter = rssMb();

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies.length
    ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
    : NaN;
const result = {
  via: VIA,
  conversations: VIA === 'http' ? conversations.length : null,
  sockets_requested: SOCKETS,
  sockets_connected: subscribed,
  connect_seconds: Number(connectSeconds.toFixed(1)),
  target_rate: RATE,
  messages_sent: sent,
  send_errors: sendErrors,
  messages_received: received,
  duplicates,
  messages_per_sec: Number((received / sendSeconds).toFixed(1)),
  p50_ms: Number(pct(50).toFixed(1)),
  p99_ms: Number(pct(99).toFixed(1)),
  max_ms: Number((latencies.at(-1) ?? NaN).toFixed(1)),
  api_rss_mb_connected: rssConnected,
  api_rss_mb_after: rssAfter,
};
const md = [
  `Sent via ${VIA === 'http' ? `HTTP send-message (${conversations.length} conversations, ${senders.length} senders)` : 'RealtimeService.record + emit'}, ${SECONDS} s at ${RATE}/s.`,
  '',
  '| connected sockets | messages/s (sent → received) | send→receive p50 | p99 | max | API RSS (connected → after) |',
  '| --- | --- | --- | --- | --- | --- |',
  `| ${subscribed} / ${SOCKETS} | ${(sent / sendSeconds).toFixed(1)} → ${result.messages_per_sec} (${received}/${sent}, ${duplicates} dup) | ${result.p50_ms} ms | ${result.p99_ms} ms | ${result.max_ms} ms | ${rssConnected} → ${rssAfter} MB |`,
].join('\n');
console.log(`\n${md}\n`);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/bench-realtime.json'), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(join(root, 'bench-results/bench-realtime.md'), `${md}\n`);

for (const c of clients) c.disconnect();
await new Promise((r) => {
  api.once('exit', r);
  api.kill('SIGTERM');
});
await deps.close();
await redis.stop();
process.exit(received >= sent && subscribed === SOCKETS ? 0 : 1);
