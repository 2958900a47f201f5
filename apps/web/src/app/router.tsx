import { lazy, type ReactNode, useEffect } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { Layout } from '../components/Layout';
import { RequireAuth } from '../components/RequireAuth';

const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const C = lazy(load);
  return <C />;
};
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => {
  const C = lazy(async () => ({ default: (await load())[name] as React.ComponentType }));
  return <C />;
};
const info = () => import('../features/content/pages/InfoPages');
const companies = () => import('../features/organizations/pages/CompaniesPages');
const orgJobs = () => import('../features/jobs/pages/OrgJobsPages');
const jobDetails = () => import('../features/jobs/pages/JobDetailsPages');
const payment = (kind: 'promote' | 'publish') => {
  const C = lazy(async () => ({
    default: (await import('../features/billing/pages/JobPaymentPage')).JobPaymentPage,
  }));
  return <C kind={kind} />;
};
const cats = () => import('../features/content/pages/CategoryPages');
const membership = (audience?: 'individual' | 'organization') => {
  const C = lazy(() => import('../features/plans/pages/MembershipPage'));
  return <C audience={audience} />;
};
const authed = (el: ReactNode, role?: 'individual' | 'organization' | 'super-admin') => (
  <RequireAuth role={role}>{el}</RequireAuth>
);

function ExternalBlogs() {
  useEffect(() => {
    window.location.replace('https://blog.hctl.example/');
  }, []);
  return null;
}

/** Every route of spec §2 built so far; each page is its own lazily loaded chunk. */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(() => import('../features/content/pages/HomePage')) },
      { path: '/about', element: named(info, 'AboutPage') },
      { path: '/blogs', element: <ExternalBlogs /> },
      { path: '/services', element: named(info, 'ServicesPage') },
      { path: '/hctl-tokens', element: named(info, 'HctlTokensPage') },
      { path: '/membership', element: membership() },
      { path: '/individual/membership', element: membership('individual') },
      { path: '/organization/membership', element: membership('organization') },
      { path: '/events', element: named(info, 'EventsPage') },
      { path: '/terms-and-conditions', element: named(info, 'TermsPage') },
      { path: '/privacy-policy', element: named(info, 'PrivacyPage') },
      { path: '/contact-us', element: page(() => import('../features/contact/pages/ContactPage')) },
      { path: '/login', element: page(() => import('../features/auth/pages/LoginPage')) },
      {
        path: '/recover-password',
        element: page(() => import('../features/auth/pages/RecoverPasswordPage')),
      },
      { path: '/register', element: page(() => import('../features/auth/pages/RegisterPage')) },
      {
        path: '/email-verification',
        element: page(() => import('../features/auth/pages/EmailVerificationPage')),
      },
      { path: '/authenticate', element: page(() => import('../features/auth/pages/AuthenticatePage')) },
      { path: '/password_reset', element: page(() => import('../features/auth/pages/PasswordResetPage')) },
      { path: '/categories', element: named(cats, 'CategoriesPage') },
      { path: '/categories/:id', element: named(cats, 'CategoryPage') },
      { path: '/dev/outbox', element: page(() => import('../features/dev/pages/OutboxPage')) },

      {
        path: '/individual/:slug/dashboard',
        element: authed(page(() => import('../features/accounts/pages/IndividualDashboardPage'))),
      },
      {
        path: '/individual/:slug/choose',
        element: authed(page(() => import('../features/accounts/pages/ChoosePage'))),
      },
      {
        path: '/individual/:slug/choose-organization',
        element: authed(page(() => import('../features/accounts/pages/ChooseOrganizationPage'))),
      },
      {
        path: '/individual/:slug/edit',
        element: authed(page(() => import('../features/profile/pages/EditProfilePage'))),
      },
      {
        path: '/individual/:slug/edit/resume',
        element: authed(page(() => import('../features/profile/pages/ResumeImportPage'))),
      },
      // Public: visitors, individuals and organizations see it, filtered by visibility.
      {
        path: '/individual/:slug/view-profile',
        element: page(() => import('../features/profile/pages/ViewProfilePage')),
      },
      {
        path: '/individual/:slug/settings',
        element: authed(page(() => import('../features/accounts/pages/SettingsPage'))),
      },
      { path: '/individual/:slug/membership', element: authed(membership('individual')) },
      { path: '/htcl-wallet', element: authed(page(() => import('../features/billing/pages/WalletPage'))) },
      {
        path: '/organization/:slug/htcl-wallet',
        element: authed(page(() => import('../features/billing/pages/WalletPage'))),
      },
      {
        path: '/organization/:slug/edit',
        element: authed(page(() => import('../features/organizations/pages/OrganizationEditPage'))),
      },
      {
        path: '/organization/:slug/permissions',
        element: authed(page(() => import('../features/organizations/pages/PermissionsPage'))),
      },
      {
        path: '/organization/:slug/account-settings',
        element: authed(page(() => import('../features/organizations/pages/OrgSettingsPage'))),
      },
      { path: '/organization/jobs/:slug', element: authed(named(orgJobs, 'OrgJobsPage')) },
      { path: '/organization/jobs/create/:slug', element: authed(named(orgJobs, 'JobCreatePage')) },
      { path: '/organization/jobs/edit/:slug/:jobSlug', element: authed(named(orgJobs, 'JobEditPage')) },
      {
        path: '/organization/jobs/create/questions/:slug/:job',
        element: authed(named(orgJobs, 'JobQuestionsPage')),
      },
      { path: '/organization/jobs/publish/:slug/:job', element: authed(payment('publish')) },
      { path: '/organization/jobs/promote/:slug/:job', element: authed(payment('promote')) },
      {
        path: '/organization/jobs/promote/:slug/success/:jobSlug',
        element: authed(named(orgJobs, 'PromoteSuccessPage')),
      },
      {
        path: '/organization/jobs/reviewJob/:slug/:jobSlug',
        element: authed(named(jobDetails, 'ReviewJobPage')),
      },
      // Public job page (own title and description); the team sees its controls on the same page.
      { path: '/organization/jobs/:slug/details/:job', element: named(jobDetails, 'JobDetailsPage') },
      {
        path: '/organization/:slug/applicants',
        element: authed(page(() => import('../features/jobs/pages/ApplicantsPage'))),
      },
      {
        path: '/individual/:slug/jobs',
        element: authed(page(() => import('../features/jobs/pages/MyJobsPage'))),
      },
      {
        path: '/question-bank/:slug',
        element: authed(page(() => import('../features/organizations/pages/QuestionBankPage'))),
      },
      { path: '/individual/:slug/companies', element: authed(named(companies, 'CompaniesPage')) },
      { path: '/individual/:slug/companies/create', element: authed(named(companies, 'CompanyCreatePage')) },
      { path: '/individual/:slug/companies/edit', element: authed(named(companies, 'CompanyEditPage')) },
      {
        path: '/organization/:slug/dashboard',
        element: authed(page(() => import('../features/organizations/pages/OrganizationDashboardPage'))),
      },
      // Public: anyone may see a published organization (team members see everything).
      {
        path: '/organization/:slug/view-profile',
        element: page(() => import('../features/organizations/pages/OrganizationViewProfilePage')),
      },
      {
        path: '/super-admin/:slug/dashboard',
        element: authed(
          page(() => import('../features/admin/pages/SuperAdminDashboardPage')),
          'super-admin',
        ),
      },
      { path: '*', element: page(() => import('../features/content/pages/NotFoundPage')) },
    ],
  },
];

/**
 * The route table rendered by <BrowserRouter>: the app uses no loaders or actions, so the data
 * router (and its ~25 KB) stays out of the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
