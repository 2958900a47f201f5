import type { PageRoute } from '../../lib/page-routes';

export const messagingPages: PageRoute[] = [
  { path: '/individual/:slug/messages', page: 'MessagesPage', auth: true, own: true },
  {
    path: '/organization/:slug/messages',
    page: 'MessagesPage',
    component: 'OrganizationMessagesPage',
    auth: true,
  },
];
