import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { organizationsRoutes } from './organizations.routes';
import { OrganizationsService } from './organizations.service';

export function organizationsModule(deps: AppDeps) {
  const organizations = new OrganizationsService(deps);
  return defineModule({
    name: 'organizations',
    services: { organizations },
    routes: organizationsRoutes({ organizations }),
  });
}
