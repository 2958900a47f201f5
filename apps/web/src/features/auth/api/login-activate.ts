import type { SessionView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /submit-login-activate: signs in to a deactivated account and reactivates it. */
export const loginActivate = (body: { email: string; password: string; remember?: boolean }) =>
  post<SessionView>('/submit-login-activate', body);
