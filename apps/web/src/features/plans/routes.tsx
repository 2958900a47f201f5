import { pageRoutes } from '../../lib/page-routes';
import { plansPages } from './routes.data';

export const plansRoutes = pageRoutes(plansPages, import.meta.glob('./pages/*.tsx'));
