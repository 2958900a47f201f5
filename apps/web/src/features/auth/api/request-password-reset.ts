import { post } from '../../../lib/api-client';

/** POST /password-request: e-mails a reset link. */
export const requestPasswordReset = (email: string) => post<null>('/password-request', { email });
