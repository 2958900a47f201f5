import { pageRoutes } from '../../lib/page-routes';
import { quotationsPages } from './routes.data';

export const quotationsRoutes = pageRoutes(quotationsPages, import.meta.glob('./pages/*.tsx'));
