import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import type { ResumeImportService } from './resume-import.service';

/** Parses queued resumes, two at a time. */
export function startResumeImportWorker(deps: AppDeps, service: ResumeImportService, log: WorkerLog) {
  return startWorker(deps, 'resume-import', async (job) => service.process(Number(job.data.id)), log, {
    concurrency: 2,
  });
}
