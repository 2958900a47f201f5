import { Worker } from 'bullmq';
import type { AppDeps } from '../../deps';
import { bullConnection } from '../../plugins/queue';
import type { ResumeImportService } from './resume-import.service';

export function startResumeImportWorker(
  deps: AppDeps,
  service: ResumeImportService,
  log: (m: string) => void,
) {
  const w = new Worker('resume-import', async (job) => service.process(Number(job.data.id)), {
    connection: bullConnection(deps.config.redisUrl),
    prefix: `${deps.keyPrefix}bull`,
    concurrency: 2,
  });
  w.on('failed', (job, err) => log(`resume-import ${job?.id} failed: ${err.message}`));
  w.on('error', (err) => log(`resume-import worker: ${err.message}`));
  return w;
}
