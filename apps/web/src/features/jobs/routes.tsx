import { pageRoutes } from '../../lib/page-routes';
import { jobsPages } from './routes.data';

export const jobsRoutes = pageRoutes(jobsPages, import.meta.glob('./pages/*.tsx'));
