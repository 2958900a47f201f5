import type { PageRoute } from '../../lib/page-routes';

/** Issue 20's search results: public (visitors too); the whole search lives in the URL. */
export const searchPages: PageRoute[] = [{ path: '/search', page: 'SearchPage' }];
