import { type JobsOptions, type Processor, type RepeatOptions, Worker } from 'bullmq';
import type { AppDeps } from '../deps';
import { bullConnection } from '../plugins/queue';
import type { WorkerLog } from './module';

/** A BullMQ worker on the app's queue prefix, with failures and connection errors logged. */
export function startWorker(
  deps: AppDeps,
  queue: string,
  processor: Processor,
  log: WorkerLog,
  opts: { concurrency?: number } = {},
) {
  // BullMQ only duplicates this client for its own (blocking) connections and leaves the client it
  // was handed open, so the worker closes it; its errors surface through the worker's 'error' event.
  const connection = bullConnection(deps.config.redisUrl);
  connection.on('error', () => {});
  const w = new Worker(queue, processor, {
    connection,
    prefix: `${deps.keyPrefix}bull`,
    concurrency: opts.concurrency ?? 1,
  });
  w.on('failed', (job, err) => log(`${queue} ${job?.name ?? ''} ${job?.id ?? ''} failed: ${err.message}`));
  w.on('error', (err) => log(`${queue} worker: ${err.message}`));
  w.once('closed', () => connection.disconnect());
  return w;
}

/** A repeatable job of a queue. */
export interface Schedule {
  /** The scheduler's id: it is upserted on every start, so there is one across restarts. */
  id: string;
  repeat: Omit<RepeatOptions, 'key'>;
  /** The name of the jobs it adds. */
  job: string;
  /** Also add one such job at start (with these options), so a restart catches up at once. */
  atStart?: true | JobsOptions;
}

/** Declares the queue's repeatable jobs, then starts the worker that runs them (and any others). */
export async function startScheduledWorker(
  deps: AppDeps,
  queue: string,
  schedules: Schedule[],
  processor: Processor,
  log: WorkerLog,
  opts: { concurrency?: number } = {},
) {
  const q = deps.queues.get(queue);
  const declare = async () => {
    for (const s of schedules) {
      await q.upsertJobScheduler(s.id, s.repeat, { name: s.job });
      if (s.atStart) await q.add(s.job, {}, s.atStart === true ? undefined : s.atStart);
    }
  };
  // Redis may be away as the process starts (a restart, a failover): the worker starts all the same
  // (its jobs wait in the database's relays) and the schedules are declared again until they hold,
  // rather than the whole process dying on one refused command.
  await declare().catch((err) => {
    log(`${queue} schedules: ${(err as Error).message}; trying again every 5 s`);
    const retry = setInterval(
      () =>
        void declare().then(
          () => clearInterval(retry),
          () => undefined,
        ),
      5_000,
    );
    retry.unref();
  });
  return startWorker(deps, queue, processor, log, opts);
}
