import nodemailer from 'nodemailer';
import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import { outboxRepository } from './outbox.repository';
import { OUTBOX_CHANNELS } from './outbox.service';
import { type SmsSender, twilioSender } from './sms';

export type Transport = { sendMail(opts: Record<string, unknown>): Promise<unknown> } | null;

/** Delivers one outbox message; a message is claimed first, so a retry never sends it twice. */
export async function deliverMessage(
  deps: AppDeps,
  id: number,
  transport: Transport,
  sms: SmsSender | null = null,
) {
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
    if (msg.channel === 'sms' && sms) {
      await sms.send(msg.to, msg.text);
      await outboxRepository.finish(deps.db, id, 'sent', deps.clock.now());
      return 'sent';
    }
    // No mail server or SMS provider configured: keep it in the outbox for the dev page.
    await outboxRepository.finish(deps.db, id, 'stored', deps.clock.now());
    return 'stored';
  } catch (err) {
    await outboxRepository.release(deps.db, id, String((err as Error).message));
    throw err;
  }
}

/** Re-enqueues what the API could not hand to Redis (the job id keeps it idempotent). */
async function relayStale(deps: AppDeps, staleAfterMs: number, stuckAfterMs: number | undefined) {
  const rows = await outboxRepository.stale(
    deps.db,
    new Date(deps.clock.now().getTime() - staleAfterMs),
    200,
    stuckAfterMs,
  );
  // A message claimed before (its worker died mid-send) gets a new job id: the old BullMQ job
  // still exists and would make the add a no-op. The claim keeps delivery to one.
  for (const r of rows)
    await deps.queues
      .get(r.channel)
      .add(
        'deliver',
        { id: r.id },
        { jobId: r.attempts === 0 ? `msg-${r.id}` : `msg-${r.id}-r${r.attempts}` },
      );
}

/** The email and SMS workers plus the relay timer; `opts` lets tests speed them up and fake the senders. */
export function startOutboxWorkers(
  deps: AppDeps,
  log: WorkerLog,
  opts: {
    relayEveryMs?: number;
    staleAfterMs?: number;
    stuckAfterMs?: number;
    transport?: Transport;
    sms?: SmsSender | null;
  } = {},
) {
  const transport: Transport =
    opts.transport ?? (deps.config.MAIL_URL ? nodemailer.createTransport(deps.config.MAIL_URL) : null);
  const sms = opts.sms !== undefined ? opts.sms : deps.config.sms ? twilioSender(deps.config.sms) : null;
  const workers = OUTBOX_CHANNELS.map((channel) =>
    startWorker(
      deps,
      channel,
      async (job) => deliverMessage(deps, Number(job.data.id), transport, sms),
      log,
      { concurrency: 5 },
    ),
  );

  const relay = setInterval(async () => {
    try {
      await relayStale(deps, opts.staleAfterMs ?? 10_000, opts.stuckAfterMs);
    } catch (err) {
      log(`outbox relay: ${(err as Error).message}`);
    }
  }, opts.relayEveryMs ?? 10_000);

  return {
    async close() {
      clearInterval(relay);
      await Promise.allSettled(workers.map((w) => w.close()));
    },
  };
}
