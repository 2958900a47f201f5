import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { favouritesRoutes } from './favourites.routes';
import { FavouritesService } from './favourites.service';

/** Saved items of a person or an organization (spec §7 Favourites): the save toggle and the listing. */
export function favouritesModule(deps: AppDeps) {
  const favourites = new FavouritesService(deps);
  return defineModule({
    name: 'favourites',
    services: { favourites },
    routes: favouritesRoutes({ favourites }),
  });
}
