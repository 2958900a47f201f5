import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { Throttle } from '../../lib/throttle';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { RewardsService } from '../billing/rewards.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { RealtimePort } from '../realtime/realtime.port';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { SessionService } from './session.service';

/** Sign-up, sign-in (password, one-time codes, two-step), verification, reset; sessions. */
export function authModule(
  deps: AppDeps,
  ports: {
    outbox: OutboxService;
    organizations: OrganizationsService;
    rewards: RewardsService;
    analytics: AnalyticsPort;
    realtime: Pick<RealtimePort, 'endSession' | 'endUser'>;
  },
) {
  const sessions = new SessionService(deps, ports.realtime);
  const throttle = new Throttle(deps.redis, deps.clock, deps.keyPrefix);
  const auth = new AuthService(
    deps,
    sessions,
    ports.outbox,
    throttle,
    ports.organizations,
    ports.rewards,
    ports.analytics,
  );
  return defineModule({
    name: 'auth',
    services: { sessions, auth },
    routes: authRoutes({ auth }),
    close: () => sessions.close(),
  });
}
