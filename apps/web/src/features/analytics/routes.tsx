import { pageRoutes } from '../../lib/page-routes';
import { analyticsPages } from './routes.data';

export const analyticsRoutes = pageRoutes(analyticsPages, import.meta.glob('./pages/*.tsx'));
