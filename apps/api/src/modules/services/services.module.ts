import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { type Closable, defineModule, type WorkerLog } from '../../kit/module';
import type { PurchasesService } from '../billing/purchases.service';
import type { FilesService } from '../files/files.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { PlansService } from '../plans/plans.service';
import { galleriesRoutes } from './galleries.routes';
import { GalleriesService } from './galleries.service';
import { publicRoutes } from './public.routes';
import { servicesRoutes } from './services.routes';
import { ServicesService } from './services.service';
import { VIEWS_QUEUE, viewsWorkers } from './views.jobs';
import { ServiceViews } from './views.service';

export interface ServicesPorts {
  organizations: OrganizationsService;
  plans: Pick<PlansService, 'current'>;
  purchases: PurchasesService;
  files: FilesService;
}

/**
 * Service posts, requests and galleries (spec §3–§5, one `services` table), their public pages and
 * the featured list. Sub-areas: services (posts and requests, both owner roles), galleries
 * (organizations), public (feature-services, the public page), promotions (paying for placement).
 */
export function servicesModule(deps: AppDeps, ports: ServicesPorts) {
  const views = new ServiceViews(deps);
  const services = new ServicesService(deps, ports, views);
  const galleries = new GalleriesService(deps, ports, services);
  const all = { services, galleries, views };
  // Each sub-area adds its routes plugin and workers here.
  const routes: FastifyPluginAsyncZod[] = [servicesRoutes(all), galleriesRoutes(all), publicRoutes(all)];
  const workers: ((log: WorkerLog) => Promise<Closable[]> | Closable[])[] = [viewsWorkers(deps, views)];
  return defineModule({
    name: 'services',
    services: all,
    queues: [VIEWS_QUEUE],
    routes: async (app) => {
      for (const plugin of routes) await app.register(plugin);
    },
    workers: async (log) => (await Promise.all(workers.map((w) => w(log)))).flat(),
  });
}
