import { pageRoutes } from '../../lib/page-routes';
import { devPages } from './routes.data';

export const devRoutes = pageRoutes(devPages, import.meta.glob('./pages/*.tsx'));
