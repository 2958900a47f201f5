import type { PageRoute } from '../../lib/page-routes';

export const profilePages: PageRoute[] = [
  { path: '/individual/:slug/edit', page: 'EditProfilePage', auth: true, own: true },
  { path: '/individual/:slug/edit/resume', page: 'ResumeImportPage', auth: true, own: true },
  // Public: visitors, individuals and organizations see it, filtered by visibility.
  { path: '/individual/:slug/view-profile', page: 'ViewProfilePage' },
];
