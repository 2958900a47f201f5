import type { LoginBody, LoginResultView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /submit-login: a session, or the one-time code step when the account asks for one (otp_sent). */
export const login = (body: LoginBody) => post<LoginResultView>('/submit-login', body);
