import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { JobsService } from '../jobs/jobs.service';
import type { ServicesService } from '../services/services.service';
import { catalogRoutes } from './catalog.routes';
import { CatalogService } from './catalog.service';

/** Fixed lists from the spec (specialties), the service taxonomy, the category pages and the public app settings. */
export function catalogModule(
  deps: AppDeps,
  ports: { jobs: Pick<JobsService, 'published'>; services: Pick<ServicesService, 'byCategory'> },
) {
  // PAYMENT_GATEWAY=test is the operator's explicit choice (production refuses the test gateway
  // otherwise); development's implicit test gateway shows no banner.
  const settings = { blogUrl: deps.config.BLOG_URL, testPayments: deps.config.PAYMENT_GATEWAY === 'test' };
  const catalog = new CatalogService(deps, settings, ports.jobs, ports.services);
  return defineModule({ name: 'catalog', services: { catalog }, routes: catalogRoutes({ catalog }) });
}
