import { pageRoutes } from '../../lib/page-routes';
import { reviewsPages } from './routes.data';

export const reviewsRoutes = pageRoutes(reviewsPages, import.meta.glob('./pages/*.tsx'));
