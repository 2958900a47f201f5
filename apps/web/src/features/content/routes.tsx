import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../lib/page-routes';
import { contentPages, notFoundPage } from './routes.data';

const pages = import.meta.glob('./pages/*.tsx');

export const contentRoutes: RouteObject[] = pageRoutes(contentPages, pages);

export const [notFoundRoute] = pageRoutes([notFoundPage], pages);
