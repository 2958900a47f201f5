import { pageRoutes } from '../../lib/page-routes';
import { billingPages } from './routes.data';

export const billingRoutes = pageRoutes(billingPages, import.meta.glob('./pages/*.tsx'));
