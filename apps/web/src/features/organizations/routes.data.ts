import type { PageRoute } from '../../lib/page-routes';

export const organizationsPages: PageRoute[] = [
  { path: '/organization/:slug/edit', page: 'OrganizationEditPage', auth: true },
  { path: '/organization/:slug/permissions', page: 'PermissionsPage', auth: true },
  { path: '/organization/:slug/account-settings', page: 'OrgSettingsPage', auth: true },
  { path: '/question-bank/:slug', page: 'QuestionBankPage', auth: true },
  { path: '/individual/:slug/companies', page: 'CompaniesPages', component: 'CompaniesPage', auth: true },
  {
    path: '/individual/:slug/companies/create',
    page: 'CompaniesPages',
    component: 'CompanyCreatePage',
    auth: true,
  },
  {
    path: '/individual/:slug/companies/edit',
    page: 'CompaniesPages',
    component: 'CompanyEditPage',
    auth: true,
  },
  { path: '/organization/:slug/dashboard', page: 'OrganizationDashboardPage', auth: true },
  // Public: the invitation e-mail's link, opened before signing in or registering.
  { path: '/invitation/:id', page: 'InvitationPage' },
  // Public: anyone may see a published organization (team members see everything).
  { path: '/organization/:slug/view-profile', page: 'OrganizationViewProfilePage' },
];
