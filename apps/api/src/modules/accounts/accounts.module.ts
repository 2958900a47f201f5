import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AuthService } from '../auth/auth.service';
import type { RewardsService } from '../billing/rewards.service';
import { accountsRoutes } from './accounts.routes';
import { AccountsService } from './accounts.service';

/** The signed-in individual's account: profile type, details, publishing, phone, deactivation, deletion. */
export function accountsModule(deps: AppDeps, ports: { auth: AuthService; rewards: RewardsService }) {
  const accounts = new AccountsService(deps, ports.auth, ports.rewards);
  return defineModule({ name: 'accounts', services: { accounts }, routes: accountsRoutes({ accounts }) });
}
