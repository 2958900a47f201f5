import { type Processor, Worker } from 'bullmq';
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
