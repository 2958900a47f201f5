import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import { AdminRolesService } from './admin-roles.service';
import { orgTeamRoutes } from './org-team.routes';
import { OrgTeamService } from './org-team.service';

/** An organization's people: members, custom roles, invitations. */
export function orgTeamModule(
  deps: AppDeps,
  ports: { organizations: OrganizationsService; outbox: OutboxService },
) {
  const orgTeam = new OrgTeamService(deps, ports.organizations, ports.outbox);
  const adminRoles = new AdminRolesService(deps);
  return defineModule({
    name: 'org-team',
    services: { orgTeam, adminRoles },
    routes: orgTeamRoutes({ orgTeam, adminRoles }),
  });
}
