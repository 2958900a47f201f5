import { Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import type { AppDeps } from '../../deps';
import { bullConnection } from '../../plugins/queue';
import { outboxRepository } from './outbox.repository';

export type Transport = { sendMail(opts: Record<string, unknown>): Promise<unknown> } | null;

/** Delivers one outbox message; a message is claimed first, so a retry never sends it twice. */
export async function deliverMessage(deps: AppDeps, id: number, transport: Transport) {
  const msg = await outboxRepository.claim(deps.db, id);
  if (!msg) return 'skipped';
  try {
    if (msg.channel === 'email' && transport) {
      await transport.sendMail({
        from: deps.config.MAIL_FROM,
        to: msg.to,
        subject: msg.subject ?? '',
        text: msg.text,
      });
      await outboxRepository.finish(deps.db, id, 'sent', deps.clock.now());
      return 'sent';
    }
    // No mail server configured, or SMS (no provider yet): keep it in the outbox for the dev page.
    await outboxRepository.finish(deps.db, id, 'stored', deps.clock.now());
    return 'stored';
  } catch (err) {
    await outboxRepository.release(deps.db, id, String((err as Error).message));
    throw err;
  }
}

export function startOutboxWorkers(
  deps: AppDeps,
  log: (msg: string, extra?: unknown) => void,
  opts: { relayEveryMs?: number; staleAfterMs?: number; stuckAfterMs?: number; transport?: Transport } = {},
) {
  const every = opts.relayEveryMs ?? 10_000;
  const transport: Transport =
    opts.transport ?? (deps.config.MAIL_URL ? nodemailer.createTransport(deps.config.MAIL_URL) : null);
  const workers = (['email', 'sms'] as const).map((name) => {
    const w = new Worker(name, async (job) => deliverMessage(deps, Number(job.data.id), transport), {
      connection: bullConnection(deps.config.redisUrl),
      prefix: `${deps.keyPrefix}bull`,
      concurrency: 5,
    });
    w.on('failed', (job, err) => log(`job ${name}/${job?.id} failed: ${err.message}`));
    w.on('error', (err) => log(`worker ${name} error: ${err.message}`));
    return w;
  });

  // Relay: re-enqueue what the API could not hand to Redis (jobId keeps it idempotent).
  const relay = setInterval(async () => {
    try {
      const rows = await outboxRepository.stale(
        deps.db,
        new Date(deps.clock.now().getTime() - (opts.staleAfterMs ?? 10_000)),
        200,
        opts.stuckAfterMs,
      );
      // A message claimed before (its worker died mid-send) gets a new job id: the old BullMQ job
      // still exists and would make the add a no-op. The claim keeps delivery to one.
      for (const r of rows)
        await deps.queues[r.channel].add(
          'deliver',
          { id: r.id },
          { jobId: r.attempts === 0 ? `msg-${r.id}` : `msg-${r.id}-r${r.attempts}` },
        );
    } catch (err) {
      log(`outbox relay: ${(err as Error).message}`);
    }
  }, every);

  return {
    async close() {
      clearInterval(relay);
      await Promise.allSettled(workers.map((w) => w.close()));
    },
  };
}
