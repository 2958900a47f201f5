import type { LoginCodeSentView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /generate-otp: e-mails a sign-in code instead of using the password. */
export const requestLoginCode = (email: string) => post<LoginCodeSentView>('/generate-otp', { email });
