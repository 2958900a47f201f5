import { pageRoutes } from '../../lib/page-routes';
import { organizationsPages } from './routes.data';

export const organizationsRoutes = pageRoutes(organizationsPages, import.meta.glob('./pages/*.tsx'));
