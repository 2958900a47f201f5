import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AccountsService } from '../accounts/accounts.service';
import type { AnalyticsPort } from '../analytics/analytics.port';
import { filesRoutes } from './files.routes';
import { FilesService } from './files.service';
import { ProfileImagesService } from './profile-images.service';

export function filesModule(deps: AppDeps, ports: { accounts: AccountsService; analytics: AnalyticsPort }) {
  const files = new FilesService(deps, ports.analytics);
  const profileImages = new ProfileImagesService(files, ports.accounts);
  return defineModule({
    name: 'files',
    services: { files, profileImages },
    routes: filesRoutes({ files, profileImages }),
  });
}
