import { post } from '../../../lib/api-client';

/** POST /password-update: the new password, with the reset link's token. */
export const updatePassword = (body: {
  password: string;
  password_confirmation: string;
  token: string;
  email: string;
}) => post<null>('/password-update', body);
