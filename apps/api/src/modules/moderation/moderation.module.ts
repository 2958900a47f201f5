import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { LazyPorts } from './moderation.ports';
import { moderationRoutes } from './moderation.routes';
import { ModerationQueueService } from './queue.service';
import { AbuseReportsService } from './reports.service';

/**
 * Abuse reports (spec §7 Admin) and the one moderation queue (issue 21). It owns the reports and
 * their cases; approvals, removals, suspensions and the audit log belong to the modules handed in
 * as ports (read lazily: most are built after it).
 */
export function moderationModule(deps: AppDeps, ports: LazyPorts) {
  const reports = new AbuseReportsService(deps, ports);
  const queue = new ModerationQueueService(deps, ports, reports);
  return defineModule({
    name: 'moderation',
    services: { reports, queue },
    routes: moderationRoutes({ reports, queue }),
  });
}
