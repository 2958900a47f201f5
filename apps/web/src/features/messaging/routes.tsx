import { pageRoutes } from '../../lib/page-routes';
import { messagingPages } from './routes.data';

export const messagingRoutes = pageRoutes(messagingPages, import.meta.glob('./pages/*.tsx'));
