import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { FilesService } from '../files/files.service';
import { startResumeImportWorker } from './resume-import.jobs';
import { resumeImportRoutes } from './resume-import.routes';
import { type ProfileItems, ResumeImportService } from './resume-import.service';

export function resumeImportModule(deps: AppDeps, ports: { files: FilesService; profile: ProfileItems }) {
  const resumeImport = new ResumeImportService(deps, ports.files, ports.profile);
  return defineModule({
    name: 'resume-import',
    services: { resumeImport },
    routes: resumeImportRoutes({ resumeImport }),
    queues: ['resume-import'],
    workers: (log) => [startResumeImportWorker(deps, resumeImport, log)],
  });
}
