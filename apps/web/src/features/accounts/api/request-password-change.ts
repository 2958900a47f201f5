import { post } from '../../../lib/api-client';

/**
 * POST /password-request for the signed-in person's own e-mail: the spec has no change-password call,
 * so a password is changed the way it is reset, through an e-mailed link (proves the mailbox, too).
 */
export const requestPasswordChange = (email: string) => post<null>('/password-request', { email });
