import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations, schema } from '@hctl/db';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { startOutboxWorkers } from '../../modules/outbox/outbox.jobs';
import { OutboxService } from '../../modules/outbox/outbox.service';
import { createDeps } from '../../runtime/deps';
import { embeddedPostgres } from '../../runtime/infra';
import { freePort, waitFor } from './fault-helpers';
import { privateRedisSuite } from './fault-suite';

/**
 * Faults on private processes only (a redis-server and an embedded PostgreSQL started here on free
 * ports); the machine's shared Redis and PostgreSQL are never touched.
 */
const { ctx, redis, appConfig, workerEnv } = privateRedisSuite();

const contact = (i: number) => ({
  first_name: 'Fault',
  last_name: `Test ${i}`,
  email: `fault${i}@example.test`,
  message: 'Do you have night-shift openings for ICU nurses in Austin?',
});

describe('Redis stopped during traffic', () => {
  it('keeps reads answering, accepts mail-sending writes, and delivers every mail exactly once after Redis returns', async () => {
    const config = appConfig({ BCRYPT_ROUNDS: '4' });
    const deps = createDeps(config, { poolMax: 5, keyPrefix: 'fault:' });
    const app = await buildApp(deps);
    const sent: string[] = [];
    const workers = startOutboxWorkers(deps, () => {}, {
      relayEveryMs: 250,
      staleAfterMs: 250,
      transport: { sendMail: async (m) => void sent.push(String(m.subject)) },
    });
    try {
      const before = await app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: contact(0) });
      expect(before.statusCode, before.body).toBe(200);

      await redis.stop();
      for (let i = 1; i <= 5; i++) {
        const t0 = Date.now();
        const read = await app.inject({ method: 'GET', url: '/api/v1/plans/organization' });
        expect(read.statusCode).toBe(200);
        const write = await app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: contact(i) });
        expect(write.statusCode, write.body).toBe(200);
        expect(Date.now() - t0).toBeLessThan(1000);
      }
      const rows = await ctx.db.select().from(schema.outboundMessages);
      expect(rows.length).toBeGreaterThanOrEqual(6);

      await redis.start();
      const ids = rows.map((r) => r.id);
      const done = await waitFor(
        async () => {
          const now = await ctx.db
            .select()
            .from(schema.outboundMessages)
            .where(inArray(schema.outboundMessages.id, ids));
          return now.every((r) => r.status === 'sent');
        },
        20_000,
        200,
      );
      expect(done).toBe(true);
      const final = await ctx.db
        .select()
        .from(schema.outboundMessages)
        .where(inArray(schema.outboundMessages.id, ids));
      expect(final.map((r) => r.attempts)).toEqual(final.map(() => 1));
      expect(sent).toHaveLength(ids.length);
    } finally {
      await workers.close();
      await app.close();
      await deps.close();
    }
  }, 60_000);
});

describe('PostgreSQL connection dropped and restored', () => {
  it('answers again within 10 s without a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hctl-pg-'));
    // As root the package runs PostgreSQL as a `postgres` OS user, who must be able to enter the folder.
    chmodSync(dir, 0o777);
    const port = await freePort();
    const pg = await embeddedPostgres(join(dir, 'data'), port, () => {});
    await pg.initialise();
    await pg.start();
    await pg.createDatabase('hctl_fault');
    const url = `postgres://postgres:postgres@127.0.0.1:${port}/hctl_fault`;
    await runMigrations(url);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'silent',
    } as NodeJS.ProcessEnv);
    const deps = createDeps(config, { poolMax: 5, keyPrefix: `pgfault:${port}:` });
    const app = await buildApp(deps);
    const health = () => app.inject({ method: 'GET', url: '/api/v1/health' });
    try {
      expect(await waitFor(async () => (await health()).statusCode === 200, 5000)).toBe(true);
      await pg.stop();
      const t0 = Date.now();
      const down = await health();
      expect(down.statusCode).toBeGreaterThanOrEqual(500);
      expect(Date.now() - t0).toBeLessThan(6000);
      await pg.start();
      const restarted = Date.now();
      expect(await waitFor(async () => (await health()).statusCode === 200, 10_000, 200)).toBe(true);
      expect(Date.now() - restarted).toBeLessThan(10_000);
      expect((await app.inject({ method: 'GET', url: '/api/v1/plans/organization' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await deps.close();
      await pg.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('worker killed mid-job', () => {
  it('completes the job once after a new worker starts', async () => {
    const logFile = join(tmpdir(), `hctl-fault-${ctx.id}.log`);
    writeFileSync(logFile, '');
    const prefix = `wfault:${ctx.id}:`;
    const config = appConfig();
    const deps = createDeps(config, { poolMax: 2, keyPrefix: prefix });
    const lines = () => readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
    const startWorker = () =>
      spawn(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, '../../../test/fault-worker.ts')],
        {
          env: workerEnv(prefix, logFile),
          stdio: 'ignore',
        },
      );
    const first = startWorker();
    let second: ReturnType<typeof startWorker> | null = null;
    try {
      const outbox = new OutboxService(deps);
      const subject = `Interview confirmed ${ctx.id}`;
      await outbox.send({
        channel: 'email',
        to: 'kill@example.test',
        subject,
        text: 'See you Monday.',
        template: 't',
      });
      expect(await waitFor(async () => lines().some((l) => l.startsWith(`start:${subject}`)), 20_000)).toBe(
        true,
      );
      const exited = new Promise((r) => first.once('exit', r));
      first.kill('SIGKILL');
      await exited;
      expect(lines().some((l) => l.startsWith('sent:'))).toBe(false);

      second = startWorker();
      const row = async () =>
        (await ctx.db.query.outboundMessages.findFirst({ where: (m, { eq }) => eq(m.subject, subject) }))!;
      expect(await waitFor(async () => (await row()).status === 'sent', 30_000, 200)).toBe(true);
      expect(lines().filter((l) => l.startsWith(`sent:${subject}`))).toHaveLength(1);
      expect((await row()).attempts).toBe(2);
    } finally {
      first.kill('SIGKILL');
      second?.kill('SIGKILL');
      await deps.close();
      rmSync(logFile, { force: true });
    }
  }, 60_000);
});
