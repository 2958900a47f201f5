import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import { AdminRolesService } from './admin-roles.service';
import { orgTeamRoutes } from './org-team.routes';
import { OrgTeamService } from './org-team.service';

/** An organization's people: members, custom roles, invitations. */
export function orgTeamModule(
  deps: AppDeps,
  ports: { organizations: OrganizationsService; outbox: OutboxService; notifications: NotificationsPort },
) {
  const orgTeam = new OrgTeamService(deps, ports.organizations, ports.outbox, ports.notifications);
  // Invitations are answered from the bell too (PUT …/notification/{id}/accept).
  ports.notifications.registerAction('organization.invitation', orgTeam.invitationAction);
  const adminRoles = new AdminRolesService(deps);
  return defineModule({
    name: 'org-team',
    services: { orgTeam, adminRoles },
    routes: orgTeamRoutes({ orgTeam, adminRoles }),
  });
}
