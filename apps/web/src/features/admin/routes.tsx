import { pageRoutes } from '../../lib/page-routes';
import { adminPages } from './routes.data';

export const adminRoutes = pageRoutes(adminPages, import.meta.glob('./pages/*.tsx'));
