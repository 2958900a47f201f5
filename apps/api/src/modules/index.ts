import type { AppDeps } from '../deps';
import type { AppModule } from '../kit/module';
import { accountsModule } from './accounts/accounts.module';
import { adminModule } from './admin/admin.module';
import type { AuditLogService } from './admin/audit-log.service';
import type { RemovedContent } from './admin/content.service';
import { adsModule } from './ads/ads.module';
import type { AdServing } from './ads/ads.serving';
import { analyticsModule } from './analytics/analytics.module';
import { authModule } from './auth/auth.module';
import { billingModule } from './billing/billing.module';
import { catalogModule } from './catalog/catalog.module';
import { contactModule } from './contact/contact.module';
import { type DevRunPorts, devModule } from './dev/dev.module';
import { favouritesModule } from './favourites/favourites.module';
import { filesModule } from './files/files.module';
import { groupsModule } from './groups/groups.module';
import { healthModule } from './health/health.module';
import { imagesModule } from './images/images.module';
import { individualProfileModule } from './individual-profile/individual-profile.module';
import { jobsModule } from './jobs/jobs.module';
import { messagingModule } from './messaging/messaging.module';
import { moderationModule } from './moderation/moderation.module';
import type { ModerationPorts } from './moderation/moderation.ports';
import { networkModule } from './network/network.module';
import { notificationsModule } from './notifications/notifications.module';
import { orgProfileModule } from './org-profile/org-profile.module';
import { orgTeamModule } from './org-team/org-team.module';
import { organizationsModule } from './organizations/organizations.module';
import { outboxModule } from './outbox/outbox.module';
import { plansModule } from './plans/plans.module';
import { quotationsModule } from './quotations/quotations.module';
import { realtimeModule } from './realtime/realtime.module';
import { recommendationsModule } from './recommendations/recommendations.module';
import type { RecommendationsService } from './recommendations/recommendations.service';
import { reportsModule } from './reports/reports.module';
import { resumeImportModule } from './resume-import/resume-import.module';
import { reviewsModule } from './reviews/reviews.module';
import { searchModule } from './search/search.module';
import { servicesModule } from './services/services.module';
import { tourModule } from './tour/tour.module';

/**
 * The one list of modules, built in dependency order: each factory gets `deps` and only the
 * services of earlier modules it uses. app.ts registers their routes, worker.ts starts their
 * workers. Adding a domain is one line here.
 */
export function createModules(deps: AppDeps) {
  const health = healthModule(deps);
  // First: modules that emit realtime events get its service as a port. Its socket endpoints check
  // tokens with auth's sessions, built later (read when a socket connects).
  const realtime = realtimeModule(deps, { sessions: () => auth.services.sessions });
  const outbox = outboxModule(deps);
  // Early: every module that tells people about something gets `notify` as a port.
  const notifications = notificationsModule(deps, {
    realtime: realtime.services.realtime,
    outbox: outbox.services.outbox,
  });
  const organizations = organizationsModule(deps, { plans: () => billing.services.subscriptions });
  // Early too: pages that count views and ads that count impressions record through it.
  const analytics = analyticsModule(deps, { organizations: organizations.services.organizations });
  const { recorder } = analytics.services;
  const { outbox: mail } = outbox.services;
  const { organizations: orgs } = organizations.services;
  const plans = plansModule(deps, { organizations: orgs });
  const billing = billingModule(deps, {
    organizations: orgs,
    outbox: mail,
    plans: plans.services.plans,
    notifications: notifications.services.notifications,
    purchased: () => ({
      appliers: {
        job_promotion: (p, tx) => jobs.services.jobs.applyPurchase(p, tx),
        job_flat_fee: (p, tx) => jobs.services.jobs.applyPurchase(p, tx),
        ...services.services.promotions.appliers(),
        ...modules.ads.services.promotions.appliers(),
        quotation_offer: (p, tx) => modules.quotations.services.offers.applyPurchase(p, tx),
      },
      endExpiredPromotions: () => jobs.services.jobs.endExpiredPromotions(),
    }),
  });
  const { rewards, purchases } = billing.services;
  const auth = authModule(deps, {
    outbox: mail,
    organizations: orgs,
    rewards,
    realtime: realtime.services.realtime,
    analytics: recorder,
  });
  const accounts = accountsModule(deps, {
    auth: auth.services.auth,
    rewards,
    plans: billing.services.subscriptions,
  });
  const { accounts: accountsService } = accounts.services;
  const files = filesModule(deps, { accounts: accountsService, analytics: recorder });
  const { files: filesService } = files.services;
  const profile = individualProfileModule(deps, {
    accounts: accountsService,
    files: filesService,
    rewards,
    outbox: mail,
    notifications: notifications.services.notifications,
    analytics: recorder,
  });
  const jobs = jobsModule(deps, {
    organizations: orgs,
    plans: plans.services.plans,
    purchases,
    files: filesService,
    outbox: mail,
    profileView: profile.services.profileView,
    rewards,
    notifications: notifications.services.notifications,
    interviewCalls: () => modules.quotations.services.calls,
    analytics: recorder,
  });
  const services = servicesModule(deps, {
    organizations: orgs,
    plans: plans.services.plans,
    purchases,
    files: filesService,
    analytics: recorder,
  });
  const modules = {
    health,
    realtime,
    outbox,
    notifications,
    analytics,
    organizations,
    plans,
    billing,
    auth,
    accounts,
    files,
    images: imagesModule(deps, { files: filesService }),
    profile,
    resumeImport: resumeImportModule(deps, { files: filesService, profile: profile.services.sections }),
    orgTeam: orgTeamModule(deps, {
      organizations: orgs,
      outbox: mail,
      notifications: notifications.services.notifications,
    }),
    orgProfile: orgProfileModule(deps, {
      organizations: orgs,
      files: filesService,
      jobs: jobs.services.jobs,
      analytics: recorder,
    }),
    jobs,
    services,
    tour: tourModule(deps),
    contact: contactModule(deps, { outbox: mail }),
    catalog: catalogModule(deps, { jobs: jobs.services.jobs, services: services.services.services }),
    dev: devModule(deps, {
      outbox: mail,
      run: (): ReturnType<DevRunPorts> => ({
        alerts: modules.search.services.savedSearches,
        digest: notifications.services.delivery,
      }),
    }),
    admin: adminModule(deps, {
      organizations: orgs,
      outbox: mail,
      licenseVerification: profile.services.licenseVerification,
      notifications: notifications.services.notifications,
      payments: billing.services.adminPayments,
      auth: auth.services.auth,
      // Each owning module removes its own rows; read lazily (groups and ads are built below).
      removers: () => ({
        job: (tx, key) => jobs.services.jobs.adminRemove(tx, key),
        service_post: (tx, key) => services.services.services.adminRemove(tx, 'post', key),
        service_request: (tx, key) => services.services.services.adminRemove(tx, 'request', key),
        service_gallery: (tx, key) => services.services.services.adminRemove(tx, 'gallery', key),
        group: (tx, key): Promise<RemovedContent | null> =>
          modules.groups.services.groups.adminRemove(tx, key),
        organization: (tx, key, reason) => orgs.adminRemove(tx, key, reason),
        user: (tx, key) => accountsService.adminRemove(tx, key),
        ad: (tx, key): Promise<RemovedContent | null> => modules.ads.services.ads.adminHide(tx, key),
      }),
    }),
    messaging: messagingModule(deps, {
      realtime: realtime.services.realtime,
      organizations: orgs,
      files: filesService,
      outbox: mail,
      notifications: notifications.services.notifications,
    }),
    groups: groupsModule(deps, {
      realtime: realtime.services.realtime,
      notifications: notifications.services.notifications,
      outbox: mail,
      files: filesService,
    }),
    quotations: quotationsModule(deps, {
      realtime: realtime.services.realtime,
      organizations: orgs,
      purchases,
      ledger: billing.services.ledger,
      notifications: notifications.services.notifications,
      analytics: recorder,
      auditLog: (): Pick<AuditLogService, 'record'> => modules.admin.services.auditLog,
    }),
    reviews: reviewsModule(deps, {
      organizations: orgs,
      notifications: notifications.services.notifications,
    }),
    favourites: favouritesModule(deps, { organizations: orgs }),
    ads: adsModule(deps, {
      files: filesService,
      purchases,
      ledger: billing.services.ledger,
      notifications: notifications.services.notifications,
      analytics: analytics.services.recorder,
      organizations: orgs,
    }),
    reports: reportsModule(deps),
    recommendations: recommendationsModule(deps, {
      organizations: orgs,
      services: services.services.services,
      ads: (): Pick<AdServing, 'serve'> => modules.ads.services.serving,
    }),
    network: networkModule(deps, {
      notifications: notifications.services.notifications,
      files: filesService,
      accounts: accountsService,
    }),
    search: searchModule(deps, {
      notifications: notifications.services.notifications,
      licenses: (): Pick<RecommendationsService, 'licenses'> =>
        modules.recommendations.services.recommendations,
    }),
    moderation: moderationModule(
      deps,
      (): ModerationPorts => ({
        notifications: notifications.services.notifications,
        organizations: orgs,
        auditLog: modules.admin.services.auditLog,
        content: modules.admin.services.content,
        auth: auth.services.auth,
        admin: modules.admin.services.admin,
        licenseVerification: profile.services.licenseVerification,
        ads: modules.ads.services.ads,
        reviews: modules.reviews.services.reviews,
      }),
    ),
  };
  return {
    ...modules,
    list: Object.values(modules) as AppModule[],
    /** What the HTTP layer itself needs: sessions for the bearer token, organizations for `auth.org`. */
    ports: { sessions: auth.services.sessions, organizations: orgs },
  };
}

export type Modules = ReturnType<typeof createModules>;
