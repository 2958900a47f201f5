import type { PageRoute } from '../../lib/page-routes';

export const authPages: PageRoute[] = [
  { path: '/login', page: 'LoginPage' },
  { path: '/recover-password', page: 'RecoverPasswordPage' },
  { path: '/register', page: 'RegisterPage' },
  { path: '/email-verification', page: 'EmailVerificationPage' },
  { path: '/authenticate', page: 'AuthenticatePage' },
  { path: '/password_reset', page: 'PasswordResetPage' },
];
