import { pageRoutes } from '../../lib/page-routes';
import { networkPages } from './routes.data';

export const networkRoutes = pageRoutes(networkPages, import.meta.glob('./pages/*.tsx'));
