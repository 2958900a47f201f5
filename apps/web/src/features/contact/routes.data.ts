import type { PageRoute } from '../../lib/page-routes';

export const contactPages: PageRoute[] = [{ path: '/contact-us', page: 'ContactPage' }];
