import { pageRoutes } from '../../lib/page-routes';
import { adsPages } from './routes.data';

export const adsRoutes = pageRoutes(adsPages, import.meta.glob('./pages/*.tsx'));
