import type { PageRoute } from '../../lib/page-routes';

/** The individual's network screens (spec §2: /individual/{slug}/connections and /recommendations). */
export const networkPages: PageRoute[] = [
  { path: '/individual/:slug/connections', page: 'ConnectionsPage', auth: 'individual', own: true },
  { path: '/individual/:slug/recommendations', page: 'RecommendationsPage', auth: 'individual', own: true },
];
