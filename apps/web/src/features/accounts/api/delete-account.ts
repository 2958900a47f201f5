import { del } from '../../../lib/api-client';

/** DELETE /individual/account/{id}: deletes the account for good. */
export const deleteAccount = (v: { id: number; password: string }) =>
  del<null>(`/individual/account/${v.id}`, { password: v.password });
