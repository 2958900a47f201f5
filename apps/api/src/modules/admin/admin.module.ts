import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { LicenseVerificationService } from '../individual-profile/license-verification.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import { adminRoutes } from './admin.routes';
import { AdminService } from './admin.service';

/**
 * The super admin's desk: organization approvals, and license checks (whose rule and data stay
 * with the professional profile, handed in as a port).
 */
export function adminModule(
  deps: AppDeps,
  ports: {
    organizations: OrganizationsService;
    outbox: OutboxService;
    licenseVerification: LicenseVerificationService;
  },
) {
  const admin = new AdminService(deps, ports.organizations, ports.outbox);
  return defineModule({
    name: 'admin',
    services: { admin },
    routes: adminRoutes({ admin, licenseVerification: ports.licenseVerification }),
  });
}
