import type { LoginCodeSentView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /sent-otp-login: a new sign-in code for the pending sign-in. */
export const resendLoginCode = (email: string) => post<LoginCodeSentView>('/sent-otp-login', { email });
