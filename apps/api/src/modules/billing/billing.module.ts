import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { PlansService } from '../plans/plans.service';
import { AdminPaymentsService } from './admin-payments.service';
import { type PurchaseEffects, runBillingSweep, startBillingWorker } from './billing.jobs';
import { billingRoutes } from './billing.routes';
import { BillingService } from './billing.service';
import { createGateway } from './gateway';
import { Ledger } from './ledger';
import { PurchasesService } from './purchases.service';
import { RewardsService } from './rewards.service';
import { SubscriptionsService } from './subscriptions.service';
import { walletRoutes } from './wallet.routes';
import { WalletService } from './wallet.service';
import { webhookRoutes } from './webhooks.routes';
import { WebhooksService } from './webhooks.service';

/** Money: cards and plans (billing), the token ledger (wallet, rewards, payouts), purchases, webhooks. */
export function billingModule(
  deps: AppDeps,
  ports: {
    organizations: OrganizationsService;
    outbox: OutboxService;
    plans: PlansService;
    notifications: NotificationsPort;
    /**
     * What purchases buy, per purpose, from the modules that sell it (jobs, services): built after
     * billing, hence a getter, read when the sweep runs.
     */
    purchased: () => PurchaseEffects;
  },
) {
  const ledger = new Ledger(deps);
  const rewards = new RewardsService(ledger);
  const billing = new BillingService(
    deps,
    ports.organizations,
    deps.gateway ?? createGateway(deps.config, () => deps.clock.now()),
    // A card that pays for a plan cannot be the last one removed.
    (owner) => subscriptions.paysForPlan(owner),
  );
  const purchases = new PurchasesService(deps, ledger, billing, ports.notifications);
  const wallet = new WalletService(deps, ports.organizations, ledger, billing);
  const subscriptions = new SubscriptionsService(deps, billing, ports.plans, ports.outbox);
  const webhooks = new WebhooksService(deps, billing, wallet, purchases);
  /** The interrupted-purchase sweep with the modules' appliers (the worker runs it every 10 minutes). */
  const sweep = { run: () => runBillingSweep({ purchases, subscriptions }, ports.purchased()) };
  const adminPayments = new AdminPaymentsService(deps);
  const services = {
    ledger,
    rewards,
    billing,
    purchases,
    wallet,
    subscriptions,
    webhooks,
    sweep,
    adminPayments,
  };
  return defineModule({
    name: 'billing',
    services,
    routes: async (app) => {
      await app.register(billingRoutes(services));
      await app.register(walletRoutes(services));
      await app.register(webhookRoutes(services));
    },
    queues: ['billing'],
    workers: async (log) => {
      return [await startBillingWorker(deps, services, log)];
    },
  });
}
