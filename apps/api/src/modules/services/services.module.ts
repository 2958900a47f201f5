import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { PurchasesService } from '../billing/purchases.service';
import type { FilesService } from '../files/files.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { PlansService } from '../plans/plans.service';
import { analyticsRoutes } from './analytics.routes';
import { ServiceAnalytics } from './analytics.service';
import { galleriesRoutes } from './galleries.routes';
import { GalleriesService } from './galleries.service';
import { promotionsRoutes } from './promotions.routes';
import { PromotionsService } from './promotions.service';
import { publicRoutes } from './public.routes';
import { PROMOTIONS_QUEUE, promotionWorkers } from './services.jobs';
import { servicesRoutes } from './services.routes';
import { ServicesService } from './services.service';
import { VIEWS_QUEUE, viewsWorkers } from './views.jobs';
import { ServiceViews } from './views.service';

export interface ServicesPorts {
  organizations: OrganizationsService;
  plans: Pick<PlansService, 'current'>;
  purchases: PurchasesService;
  files: FilesService;
  analytics: AnalyticsPort;
}

/**
 * Service posts, requests and galleries (spec §3–§5, one `services` table), their public pages and
 * the featured list. Sub-areas: services (posts and requests, both owner roles), galleries
 * (organizations), public (feature-services, the public page), promotions (paying for placement).
 */
export function servicesModule(deps: AppDeps, ports: ServicesPorts) {
  const views = new ServiceViews(deps);
  const promotions = new PromotionsService(deps, ports);
  const analytics = new ServiceAnalytics(deps);
  const services = new ServicesService(deps, ports, views);
  const galleries = new GalleriesService(deps, services, promotions);
  const all = { services, galleries, views, promotions, analytics };
  const routes: FastifyPluginAsyncZod[] = [
    servicesRoutes(all),
    galleriesRoutes(all),
    publicRoutes(all),
    promotionsRoutes(all),
    analyticsRoutes(all),
  ];
  const workers = [viewsWorkers(deps, views), promotionWorkers(deps)];
  return defineModule({
    name: 'services',
    services: all,
    queues: [VIEWS_QUEUE, PROMOTIONS_QUEUE],
    routes: async (app) => {
      for (const plugin of routes) await app.register(plugin);
    },
    workers: async (log) => (await Promise.all(workers.map((w) => w(log)))).flat(),
    // The views counted in this process go to Redis before it stops.
    close: () => views.push(),
  });
}
