import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { OrganizationsService } from '../organizations/organizations.service';
import { favouritesRoutes } from './favourites.routes';
import { FavouritesService } from './favourites.service';

/** Saved items of a person or an organization (spec §7 Favourites): the save toggle and the listing. */
export function favouritesModule(
  deps: AppDeps,
  ports: { organizations: Pick<OrganizationsService, 'authorize'> },
) {
  const favourites = new FavouritesService(deps, ports);
  return defineModule({
    name: 'favourites',
    services: { favourites },
    routes: favouritesRoutes({ favourites }),
  });
}
