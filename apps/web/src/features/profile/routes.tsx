import { pageRoutes } from '../../lib/page-routes';
import { profilePages } from './routes.data';

export const profileRoutes = pageRoutes(profilePages, import.meta.glob('./pages/*.tsx'));
