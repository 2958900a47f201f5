import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AuthService } from '../auth/auth.service';
import type { AdminPaymentsService } from '../billing/admin-payments.service';
import type { LicenseVerificationService } from '../individual-profile/license-verification.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import { adminActionRoutes } from './actions.routes';
import { adminRoutes } from './admin.routes';
import { AdminService } from './admin.service';
import { AuditLogService } from './audit-log.service';
import { ContentRemovalService, type ContentRemovers } from './content.service';
import { adminListRoutes } from './lists.routes';
import { AdminListsService } from './lists.service';
import { AdminUsersService } from './users.service';

/**
 * The super admin's desk: organization approvals, license checks (whose rule and data stay with
 * the professional profile, handed in as a port), lifting suspensions (through auth's service), content removal (each owning module removes its
 * own rows; `removers` is read lazily because some of them are built after this module), and the
 * append-only audit log every action writes to.
 */
export function adminModule(
  deps: AppDeps,
  ports: {
    organizations: OrganizationsService;
    outbox: OutboxService;
    licenseVerification: LicenseVerificationService;
    notifications: NotificationsPort;
    payments: AdminPaymentsService;
    removers: () => ContentRemovers;
    /** Lifting a suspension: the account's state is the auth module's. */
    auth: Pick<AuthService, 'liftSuspension'>;
  },
) {
  const auditLog = new AuditLogService(deps);
  const admin = new AdminService(deps, ports.organizations, ports.outbox, auditLog);
  const content = new ContentRemovalService(
    deps,
    ports.removers,
    auditLog,
    ports.notifications,
    ports.outbox,
  );
  const lists = new AdminListsService(deps, ports.payments);
  const users = new AdminUsersService(deps, auditLog, {
    auth: ports.auth,
    notifications: ports.notifications,
  });
  return defineModule({
    name: 'admin',
    services: { admin, auditLog, content, lists, users },
    routes: async (app) => {
      await app.register(adminRoutes({ admin, licenseVerification: ports.licenseVerification }));
      await app.register(adminListRoutes({ lists, payments: ports.payments }));
      await app.register(adminActionRoutes({ content, users }));
    },
  });
}
