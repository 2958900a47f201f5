import { post } from '../../../lib/api-client';

/** POST /account-withdrawal: hides the profile and signs out everywhere until the next sign-in. */
export const deactivateAccount = (password: string) => post<null>('/account-withdrawal', { password });
