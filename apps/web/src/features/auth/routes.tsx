import { pageRoutes } from '../../lib/page-routes';
import { authPages } from './routes.data';

export const authRoutes = pageRoutes(authPages, import.meta.glob('./pages/*.tsx'));
