import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AuditLogService } from '../admin/audit-log.service';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { Ledger } from '../billing/ledger';
import type { PurchasesService } from '../billing/purchases.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { RealtimePort } from '../realtime/realtime.port';
import { callsRoutes } from './calls.routes';
import { CallsService } from './calls.service';
import { Escrow } from './escrow';
import { offersRoutes } from './offers.routes';
import { OffersService } from './offers.service';
import { QuotationAccessService } from './quotation-access';
import { QUOTATIONS_QUEUE, QuotationTimers, quotationWorkers } from './quotations.jobs';
import { quotationsRoutes } from './quotations.routes';
import { QuotationsService } from './quotations.service';
import { QuotationTransitions } from './transitions';

/**
 * Quotations (spec §7 "Quotations", issue 16): a buyer and a provider negotiate a service, offers are
 * accepted and paid into escrow, the work is completed, either side calls the other. Every state
 * change goes through `transitions` (the contracts' TRANSITIONS table). Sub-areas by file prefix:
 * quotations.* (requests, conversation, lists), offers.* / escrow.* (money, and the admin's
 * decisions of disputed offers), calls.* (calls).
 */
export function quotationsModule(
  deps: AppDeps,
  ports: {
    realtime: RealtimePort;
    organizations: OrganizationsService;
    purchases: PurchasesService;
    ledger: Ledger;
    notifications: NotificationsPort;
    analytics: AnalyticsPort;
    /** Where an admin's decision of a dispute is recorded (read lazily). */
    auditLog: () => Pick<AuditLogService, 'record'>;
  },
) {
  const { realtime, organizations } = ports;
  const access = new QuotationAccessService(deps, organizations);
  const transitions = new QuotationTransitions(realtime);

  // private-quotation.{id}: the people who may act for either side (a draft: its author's side only).
  realtime.registerChannel({
    prefix: 'quotation',
    authorize: async (auth, id) => {
      try {
        await access.side(id, auth.userId);
        return true;
      } catch {
        return false;
      }
    },
  });

  const quotations = new QuotationsService(
    deps,
    access,
    transitions,
    realtime,
    ports.notifications,
    ports.analytics,
  );
  const timers = new QuotationTimers(deps);
  const calls = new CallsService(deps, access, transitions, realtime, timers, quotations);

  const escrow = new Escrow(ports.ledger, () => deps.config.TOKEN_VALUE_CENTS);
  const offers = new OffersService(deps, {
    access,
    transitions,
    lines: quotations,
    timers,
    realtime,
    purchases: ports.purchases,
    escrow,
    notifications: ports.notifications,
    auditLog: ports.auditLog,
  });
  const services = { access, transitions, quotations, timers, calls, escrow, offers };
  return defineModule({
    name: 'quotations',
    services,
    routes: async (app) => {
      await app.register(quotationsRoutes(services));
      await app.register(callsRoutes(services));
      await app.register(offersRoutes(services));
    },
    queues: [QUOTATIONS_QUEUE],
    workers: quotationWorkers(deps, timers),
  });
}
