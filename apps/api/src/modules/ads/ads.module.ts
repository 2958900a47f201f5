import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { Ledger } from '../billing/ledger';
import type { PurchasesService } from '../billing/purchases.service';
import type { FilesService } from '../files/files.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import { AdRefunds } from './ad-refunds';
import { AdPromotions } from './ads.promotions';
import { adsRoutes } from './ads.routes';
import { AdsService } from './ads.service';
import { AdServing } from './ads.serving';
import { servingRoutes } from './serving.routes';

export interface AdsPorts {
  files: FilesService;
  purchases: PurchasesService;
  /** Where an ad's unspent budget goes back to its owner's wallet (rejected, deleted). */
  ledger: Pick<Ledger, 'post'>;
  notifications: NotificationsPort;
  analytics: AnalyticsPort;
  organizations: Pick<OrganizationsService, 'authorize'>;
}

/**
 * Advertisements (spec §4 "Ads"): owners create and promote them (paid through billing's
 * purchases), the super admin approves them, placements serve them with a fair rotation and a
 * per-viewer cap, and impressions and clicks go to analytics (whose rollup adds spend to the ad).
 */
export function adsModule(deps: AppDeps, ports: AdsPorts) {
  const refunds = new AdRefunds(ports.ledger, () => ports.purchases.tokenValueCents);
  const ads = new AdsService(deps, ports, refunds);
  const promotions = new AdPromotions(deps, ads, ports.purchases, refunds);
  const serving = new AdServing(deps, ports.analytics);
  const all = { ads, promotions, serving, organizations: ports.organizations };
  const routes: FastifyPluginAsyncZod[] = [adsRoutes(all), servingRoutes(all)];
  return defineModule({
    name: 'ads',
    services: all,
    routes: async (app) => {
      for (const plugin of routes) await app.register(plugin);
    },
  });
}
