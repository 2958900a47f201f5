import { pageRoutes } from '../../lib/page-routes';
import { servicesPages } from './routes.data';

export const servicesRoutes = pageRoutes(servicesPages, import.meta.glob('./pages/*.tsx'));
