import type { PageRoute } from '../../lib/page-routes';

export const billingPages: PageRoute[] = [
  { path: '/htcl-wallet', page: 'WalletPage', auth: true },
  { path: '/organization/:slug/htcl-wallet', page: 'WalletPage', auth: true },
  {
    path: '/organization/jobs/publish/:slug/:job',
    page: 'JobPaymentPage',
    component: 'JobPaymentPage',
    props: { kind: 'publish' },
    auth: true,
  },
  {
    path: '/organization/jobs/promote/:slug/:job',
    page: 'JobPaymentPage',
    component: 'JobPaymentPage',
    props: { kind: 'promote' },
    auth: true,
  },
];
