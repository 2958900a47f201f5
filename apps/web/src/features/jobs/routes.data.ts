import type { PageRoute } from '../../lib/page-routes';

export const jobsPages: PageRoute[] = [
  { path: '/organization/jobs/:slug', page: 'OrgJobsPages', component: 'OrgJobsPage', auth: true },
  { path: '/organization/jobs/create/:slug', page: 'OrgJobsPages', component: 'JobCreatePage', auth: true },
  {
    path: '/organization/jobs/edit/:slug/:jobSlug',
    page: 'OrgJobsPages',
    component: 'JobEditPage',
    auth: true,
  },
  {
    path: '/organization/jobs/create/questions/:slug/:job',
    page: 'OrgJobsPages',
    component: 'JobQuestionsPage',
    auth: true,
  },
  {
    path: '/organization/jobs/promote/:slug/success/:jobSlug',
    page: 'OrgJobsPages',
    component: 'PromoteSuccessPage',
    auth: true,
  },
  {
    path: '/organization/jobs/reviewJob/:slug/:jobSlug',
    page: 'JobDetailsPages',
    component: 'ReviewJobPage',
    auth: true,
  },
  // Public job page (own title and description); the team sees its controls on the same page.
  { path: '/organization/jobs/:slug/details/:job', page: 'JobDetailsPages', component: 'JobDetailsPage' },
  { path: '/organization/:slug/applicants', page: 'ApplicantsPage', auth: true },
  { path: '/individual/:slug/jobs', page: 'MyJobsPage', auth: true, own: true },
];
