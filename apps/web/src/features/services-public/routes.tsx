import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../lib/page-routes';
import { servicesPublicPages } from './routes.data';

const pages = import.meta.glob('./pages/*.tsx');

export const servicesPublicRoutes: RouteObject[] = pageRoutes(servicesPublicPages, pages);
