import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { tourRoutes } from './tour.routes';
import { TourService } from './tour.service';

export function tourModule(deps: AppDeps) {
  const tour = new TourService(deps);
  return defineModule({ name: 'tour', services: { tour }, routes: tourRoutes({ tour }) });
}
