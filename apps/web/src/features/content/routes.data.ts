import type { PageRoute } from '../../lib/page-routes';

/** The site's public content pages. */
export const contentPages: PageRoute[] = [
  { path: '/', page: 'HomePage' },
  { path: '/about', page: 'InfoPages', component: 'AboutPage' },
  { path: '/hctl-tokens', page: 'InfoPages', component: 'HctlTokensPage' },
  { path: '/events', page: 'InfoPages', component: 'EventsPage' },
  { path: '/terms-and-conditions', page: 'InfoPages', component: 'TermsPage' },
  { path: '/privacy-policy', page: 'InfoPages', component: 'PrivacyPage' },
  { path: '/categories', page: 'CategoryPages', component: 'CategoriesPage' },
  { path: '/categories/:id', page: 'CategoryPages', component: 'CategoryPage' },
  { path: '/blogs', page: 'BlogsPage' },
];

/** Every path no other route matches (app/router.tsx puts it last). */
export const notFoundPage: PageRoute = { path: '*', page: 'NotFoundPage' };
