import type { PageRoute } from '../../lib/page-routes';

export const devPages: PageRoute[] = [{ path: '/dev/outbox', page: 'OutboxPage' }];
