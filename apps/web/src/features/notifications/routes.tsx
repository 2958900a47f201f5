import { pageRoutes } from '../../lib/page-routes';
import { notificationsPages } from './routes.data';

export const notificationsRoutes = pageRoutes(notificationsPages, import.meta.glob('./pages/*.tsx'));
