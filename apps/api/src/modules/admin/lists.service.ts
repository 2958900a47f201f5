import type {
  AdminDashboardView,
  AdminGroupsQuery,
  AdminJobsQuery,
  AdminServicesQuery,
  AdminUsersQuery,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { pageOf } from '../../lib/pagination';
import type { AdminPaymentsService } from '../billing/admin-payments.service';
import { toAdminGroup, toAdminJob, toAdminService, toAdminUser } from './admin.mapper';
import { adminRepository as repo } from './admin.repository';

/** The admin console's lists and dashboard (reads only). */
export class AdminListsService {
  constructor(
    private deps: AppDeps,
    private payments: Pick<AdminPaymentsService, 'revenueThisMonth'>,
  ) {}

  async jobs(q: AdminJobsQuery) {
    const { rows, total } = await repo.jobs(this.deps.db, q);
    return pageOf(rows.map(toAdminJob), total, q.page, q.pageSize);
  }

  async groups(q: AdminGroupsQuery) {
    const { rows, total } = await repo.groups(this.deps.db, q);
    return pageOf(rows.map(toAdminGroup), total, q.page, q.pageSize);
  }

  async services(kind: 'post' | 'request' | 'gallery', q: AdminServicesQuery) {
    const { rows, total } = await repo.services(this.deps.db, kind, q);
    return pageOf(rows.map(toAdminService), total, q.page, q.pageSize);
  }

  async users(q: AdminUsersQuery) {
    const { rows, total } = await repo.users(this.deps.db, q);
    return pageOf(rows.map(toAdminUser), total, q.page, q.pageSize);
  }

  /**
   * The dashboard's figures in parallel. Users, jobs and applications are the planner's estimates
   * once a table passes 100,000 rows (the scale dataset has a million jobs), and say so. Revenue
   * is null for an admin whose role lacks the payments permission.
   */
  async dashboard(seesRevenue: boolean): Promise<AdminDashboardView> {
    const { db } = this.deps;
    const [counts, revenue, reports] = await Promise.all([
      repo.dashboardCounts(db),
      // Money is for roles holding `payments` (a moderator's role does not).
      seesRevenue ? this.payments.revenueThisMonth() : null,
      repo.openReports(db),
    ]);
    const org = (s: string) => counts.orgs.find((o) => o.approval_status === s)?.n ?? 0;
    const estimated = (['users', 'jobs', 'applications'] as const).filter((k) => counts[k].estimated);
    return {
      users: counts.users.n,
      organizations: { pending: org('pending'), approved: org('approved'), rejected: org('rejected') },
      jobs: counts.jobs.n,
      applications: counts.applications.n,
      revenue_this_month: revenue,
      open_reports: reports,
      estimated: [...estimated],
    };
  }
}
