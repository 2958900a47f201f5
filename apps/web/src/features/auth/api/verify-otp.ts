import type { SessionView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /verify-otp: the sign-in code step. */
export const verifyOtp = (body: { email: string; otp: string; remember?: boolean }) =>
  post<SessionView>('/verify-otp', body);
