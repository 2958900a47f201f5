import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { FilesService } from '../files/files.service';
import type { JobsService } from '../jobs/jobs.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import { OrgItemsService } from './org-items.service';
import { orgProfileRoutes } from './org-profile.routes';
import { OrgProfileService } from './org-profile.service';
import { QuestionBankService } from './question-bank.service';

/** An organization's public face (profile, media, items) and its screening question bank. */
export function orgProfileModule(
  deps: AppDeps,
  ports: {
    organizations: OrganizationsService;
    files: FilesService;
    jobs: Pick<JobsService, 'published'>;
    analytics: AnalyticsPort;
  },
) {
  const orgItems = new OrgItemsService(deps, ports.organizations);
  const orgProfile = new OrgProfileService(
    deps,
    ports.organizations,
    orgItems,
    ports.files,
    ports.jobs,
    ports.analytics,
  );
  const questionBank = new QuestionBankService(deps);
  const services = { orgItems, orgProfile, questionBank };
  return defineModule({ name: 'org-profile', services, routes: orgProfileRoutes(services) });
}
