import { pageRoutes } from '../../lib/page-routes';
import { accountsPages } from './routes.data';

export const accountsRoutes = pageRoutes(accountsPages, import.meta.glob('./pages/*.tsx'));
