import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { PurchasesService } from '../billing/purchases.service';
import type { RewardsService } from '../billing/rewards.service';
import type { FilesService } from '../files/files.service';
import type { ProfileViewService } from '../individual-profile/profile-view.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { PlansService } from '../plans/plans.service';
import { ApplicationsService } from './applications.service';
import { DirectoriesService } from './directories.service';
import { hiringRoutes } from './hiring.routes';
import { type InterviewCallsPort, InterviewsService } from './interviews.service';
import { jobsRoutes } from './jobs.routes';
import { JobsService } from './jobs.service';

/** Jobs and hiring: postings, directories, applications, the applicant pipeline, interviews. */
export function jobsModule(
  deps: AppDeps,
  ports: {
    organizations: OrganizationsService;
    plans: PlansService;
    purchases: PurchasesService;
    files: FilesService;
    outbox: OutboxService;
    profileView: ProfileViewService;
    rewards: RewardsService;
    notifications: NotificationsPort;
    analytics: AnalyticsPort;
    /** Read when an interview's call is joined or ended (the quotations module is built later). */
    interviewCalls: () => InterviewCallsPort;
  },
) {
  const { organizations, outbox } = ports;
  const jobs = new JobsService(deps, organizations, ports.plans, ports.purchases, ports.analytics);
  const directories = new DirectoriesService(deps, jobs);
  const applications = new ApplicationsService(
    deps,
    ports.files,
    outbox,
    ports.profileView,
    ports.rewards,
    ports.notifications,
    ports.analytics,
  );
  const interviews = new InterviewsService(
    deps,
    organizations,
    applications,
    outbox,
    ports.interviewCalls,
    ports.notifications,
    ports.analytics,
  );
  const services = { jobs, directories, applications, interviews };
  return defineModule({
    name: 'jobs',
    services,
    routes: async (app) => {
      await app.register(jobsRoutes(services));
      await app.register(hiringRoutes(services));
    },
  });
}
