import { pageRoutes } from '../../lib/page-routes';
import { groupsPages } from './routes.data';

export const groupsRoutes = pageRoutes(groupsPages, import.meta.glob('./pages/*.tsx'));
