import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { reportsWorkers } from './reports.jobs';
import { reportsRoutes } from './reports.routes';
import { REPORTS_QUEUE, ReportsService } from './reports.service';

/**
 * Admin reports and their Excel/CSV exports (issue 21, spec §7 `admin/report/{report}`). Read-only
 * over other modules' tables: its repository reads them with SQL (one query per page, one COPY per
 * export) and writes only its own `report_exports`; no other module's service is needed.
 */
export function reportsModule(deps: AppDeps) {
  const reports = new ReportsService(deps);
  return defineModule({
    name: 'reports',
    services: { reports },
    routes: reportsRoutes({ reports }),
    queues: [REPORTS_QUEUE],
    workers: reportsWorkers(deps, reports),
  });
}
