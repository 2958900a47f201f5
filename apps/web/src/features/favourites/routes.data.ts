import type { PageRoute } from '../../lib/page-routes';

export const favouritesPages: PageRoute[] = [
  {
    path: '/individual/:slug/favourites/all',
    page: 'FavouritesPage',
    component: 'FavouritesPage',
    props: { role: 'individual' },
    auth: true,
    own: true,
  },
  {
    path: '/organization/:slug/favourites/all',
    page: 'FavouritesPage',
    component: 'FavouritesPage',
    props: { role: 'organization' },
    auth: true,
  },
];
