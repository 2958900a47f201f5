import { pageRoutes } from '../../lib/page-routes';
import { contactPages } from './routes.data';

export const contactRoutes = pageRoutes(contactPages, import.meta.glob('./pages/*.tsx'));
