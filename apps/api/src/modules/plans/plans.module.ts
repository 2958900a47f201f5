import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { OrganizationsService } from '../organizations/organizations.service';
import { plansRoutes } from './plans.routes';
import { PlansService } from './plans.service';

export function plansModule(deps: AppDeps, ports: { organizations: OrganizationsService }) {
  const plans = new PlansService(deps, ports.organizations);
  return defineModule({ name: 'plans', services: { plans }, routes: plansRoutes({ plans }) });
}
