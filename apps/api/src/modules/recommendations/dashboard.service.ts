import type { OrganizationDashboardQuery, OrganizationDashboardView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { OrgAccess } from '../../kit/context';
import { toOrgDashboard } from './recommendations.mapper';
import { recommendationsRepository as repo } from './recommendations.repository';

const WEEK_MS = 7 * 86_400_000;

/** The organization dashboard's hiring cards, in one round trip so the page does not wait in turn. */
export class DashboardService {
  constructor(private deps: AppDeps) {}

  async organization(access: OrgAccess, q: OrganizationDashboardQuery): Promise<OrganizationDashboardView> {
    const now = this.deps.clock.now();
    const row = await repo.orgDashboard(this.deps.db, {
      orgId: access.org.id,
      since: new Date(now.getTime() - WEEK_MS),
      now,
      tz: q.tz ?? 'UTC',
    });
    return toOrgDashboard(row);
  }
}
