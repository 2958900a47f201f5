import type { ServiceAnalyticsView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { analyticsRepository as repo } from './analytics.repository';
import { wireKind } from './services.mapper';

/** How an individual's services are doing: counts, promotions and page views (spec §7 analytics). */
export class ServiceAnalytics {
  constructor(private deps: AppDeps) {}

  async ofIndividual(userId: number): Promise<ServiceAnalyticsView> {
    const rows = await repo.ofUser(this.deps.db, userId);
    const first = rows[0];
    return {
      totals: {
        services: first?.total ?? 0,
        active: first?.active ?? 0,
        promoted: first?.promoted ?? 0,
        views: first?.total_views ?? 0,
      },
      items: rows.map((r) => ({
        slug: r.slug,
        title: r.title,
        kind: wireKind(r.kind),
        views: r.views,
        is_promoted: r.is_promoted,
        created_at: r.created_at.toISOString(),
      })),
    };
  }
}
