import { post } from '../../../lib/api-client';

/** POST /email/resend/: a new verification link to the address just registered. */
export const resendVerification = (email?: string) => post<null>('/email/resend/', email ? { email } : {});
