import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { DashboardService } from './dashboard.service';
import { FollowsService } from './follows.service';
import { recommendationsRoutes } from './recommendations.routes';
import { type RecommendationsPorts, RecommendationsService } from './recommendations.service';

/**
 * Recommendations (jobs, services, galleries, groups, the dashboard's ad), following organizations
 * and the organization dashboard's hiring numbers (issue 19). It reads other domains' tables in its
 * own repository and draws service cards through the services module's port.
 */
export function recommendationsModule(deps: AppDeps, ports: RecommendationsPorts) {
  const recommendations = new RecommendationsService(deps, ports);
  const follows = new FollowsService(deps);
  const dashboard = new DashboardService(deps);
  const all = { recommendations, follows, dashboard };
  return defineModule({
    name: 'recommendations',
    services: all,
    routes: recommendationsRoutes(all),
  });
}
