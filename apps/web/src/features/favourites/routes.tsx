import { pageRoutes } from '../../lib/page-routes';
import { favouritesPages } from './routes.data';

export const favouritesRoutes = pageRoutes(favouritesPages, import.meta.glob('./pages/*.tsx'));
