import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AuthService } from '../auth/auth.service';
import type { RewardsService } from '../billing/rewards.service';
import { accountsRoutes } from './accounts.routes';
import { AccountsService, type PersonalPlanEnder } from './accounts.service';

/** The signed-in individual's account: profile type, details, publishing, phone, deactivation, deletion. */
export function accountsModule(
  deps: AppDeps,
  ports: { auth: AuthService; rewards: RewardsService; plans: PersonalPlanEnder },
) {
  const accounts = new AccountsService(deps, ports.auth, ports.rewards, ports.plans);
  return defineModule({ name: 'accounts', services: { accounts }, routes: accountsRoutes({ accounts }) });
}
