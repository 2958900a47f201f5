import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { organizationsRoutes } from './organizations.routes';
import { OrganizationsService, type PaidPlanEnder } from './organizations.service';

export function organizationsModule(
  deps: AppDeps,
  ports: {
    /** Billing's subscriptions (built after this module): ends the paid plan of an organization that stops. */
    plans: () => PaidPlanEnder;
  },
) {
  const organizations = new OrganizationsService(deps, ports.plans);
  return defineModule({
    name: 'organizations',
    services: { organizations },
    routes: organizationsRoutes({ organizations }),
  });
}
