import { pageRoutes } from '../../lib/page-routes';
import { searchPages } from './routes.data';

export const searchRoutes = pageRoutes(searchPages, import.meta.glob('./pages/*.tsx'));
