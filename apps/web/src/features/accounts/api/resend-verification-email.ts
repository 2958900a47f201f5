import { post } from '../../../lib/api-client';

/** POST /email/resend/: a new verification link for the signed-in person. */
export const resendVerificationEmail = () => post<null>('/email/resend/', {});
