import type { AppDeps } from './deps';
import { Throttle } from './lib/throttle';
import { AccountsService } from './modules/accounts/accounts.service';
import { AuthService } from './modules/auth/auth.service';
import { SessionService } from './modules/auth/session.service';
import { BillingService } from './modules/billing/billing.service';
import { createGateway } from './modules/billing/gateway';
import { Ledger } from './modules/billing/ledger';
import { PurchasesService } from './modules/billing/purchases.service';
import { RewardsService } from './modules/billing/rewards.service';
import { SubscriptionsService } from './modules/billing/subscriptions.service';
import { WalletService } from './modules/billing/wallet.service';
import { WebhooksService } from './modules/billing/webhooks.service';
import { ContactService } from './modules/contact/contact.service';
import { FilesService } from './modules/files/files.service';
import { LicenseVerificationService } from './modules/individual-profile/license-verification';
import { ProfileViewService } from './modules/individual-profile/profile-view.service';
import { SectionsService } from './modules/individual-profile/sections.service';
import { ApplicationsService } from './modules/jobs/applications.service';
import { DirectoriesService } from './modules/jobs/directories.service';
import { InterviewsService } from './modules/jobs/interviews.service';
import { JobsService } from './modules/jobs/jobs.service';
import { OrgItemsService } from './modules/org-profile/org-items.service';
import { OrgProfileService } from './modules/org-profile/org-profile.service';
import { QuestionBankService } from './modules/org-profile/question-bank.service';
import { AdminRolesService } from './modules/org-team/admin-roles.service';
import { OrgTeamService } from './modules/org-team/org-team.service';
import { OrganizationsService } from './modules/organizations/organizations.service';
import { OutboxService } from './modules/outbox/outbox.service';
import { PlansService } from './modules/plans/plans.service';
import { ResumeImportService } from './modules/resume-import/resume-import.service';
import { TourService } from './modules/tour/tour.service';

export type Services = ReturnType<typeof createServices>;

/** Wires every module's service once; modules talk to each other only through these. */
export function createServices(deps: AppDeps) {
  const throttle = new Throttle(deps.redis, deps.clock, deps.keyPrefix);
  const outbox = new OutboxService(deps);
  const ledger = new Ledger(deps);
  const rewards = new RewardsService(ledger);
  const sessions = new SessionService(deps);
  const organizations = new OrganizationsService(deps);
  const auth = new AuthService(deps, sessions, outbox, throttle, organizations, rewards);
  const accounts = new AccountsService(deps, auth, sessions, outbox, throttle, rewards);
  const files = new FilesService(deps);
  const orgItems = new OrgItemsService(deps, organizations);
  const sections = new SectionsService(deps, accounts, files);
  const plans = new PlansService(deps, organizations);
  const billing = new BillingService(
    deps,
    organizations,
    deps.gateway ?? createGateway(deps.config, () => deps.clock.now()),
  );
  const purchases = new PurchasesService(deps, ledger, billing);
  const wallet = new WalletService(deps, organizations, ledger, billing);
  const jobs = new JobsService(deps, organizations, plans, purchases);
  const profileView = new ProfileViewService(deps, accounts, sections);
  const applications = new ApplicationsService(deps, organizations, files, outbox, profileView, rewards);
  return {
    throttle,
    outbox,
    sessions,
    organizations,
    auth,
    accounts,
    sections,
    files,
    orgTeam: new OrgTeamService(deps, organizations, outbox),
    adminRoles: new AdminRolesService(deps),
    orgItems,
    orgProfile: new OrgProfileService(deps, organizations, orgItems, files),
    questionBank: new QuestionBankService(deps, organizations),
    resumeImport: new ResumeImportService(deps, files),
    profileView,
    applications,
    interviews: new InterviewsService(deps, organizations, applications, outbox),
    plans,
    jobs,
    directories: new DirectoriesService(deps, organizations, jobs),
    tour: new TourService(deps),
    contact: new ContactService(deps, outbox, throttle),
    ledger,
    rewards,
    licenseVerification: new LicenseVerificationService(deps, rewards),
    billing,
    purchases,
    wallet,
    subscriptions: new SubscriptionsService(deps, billing, outbox),
    webhooks: new WebhooksService(deps, billing, wallet, purchases),
  };
}
