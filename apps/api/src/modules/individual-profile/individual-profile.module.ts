import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AccountsService } from '../accounts/accounts.service';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { RewardsService } from '../billing/rewards.service';
import type { FilesService } from '../files/files.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OutboxService } from '../outbox/outbox.service';
import { startCredentialsWorker } from './credentials.jobs';
import { LicenseVerificationService } from './license-verification.service';
import { ProfileViewService } from './profile-view.service';
import { sectionsRoutes } from './sections.routes';
import { SectionsService } from './sections.service';

/** The professional profile: sections, visibility, the public profile, credential reminders. */
export function individualProfileModule(
  deps: AppDeps,
  ports: {
    accounts: AccountsService;
    files: FilesService;
    rewards: RewardsService;
    outbox: OutboxService;
    notifications: NotificationsPort;
    analytics: AnalyticsPort;
  },
) {
  const sections = new SectionsService(deps, ports.accounts, ports.files);
  const profileView = new ProfileViewService(deps, ports.accounts, sections, ports.analytics);
  const licenseVerification = new LicenseVerificationService(deps, ports.rewards);
  return defineModule({
    name: 'individual-profile',
    services: { sections, profileView, licenseVerification },
    // licenseVerification is the admin module's: its route lives there (admin/license/{id}/verification).
    routes: sectionsRoutes({ sections, profileView, accounts: ports.accounts }),
    queues: ['credentials'],
    workers: async (log) => [await startCredentialsWorker(deps, ports.outbox, ports.notifications, log)],
  });
}
