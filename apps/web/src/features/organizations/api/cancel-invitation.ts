import { api } from '../../../lib/api-client';

/** DELETE /organization/{slug}/user-invitation/{id}/delete. */
export const cancelInvitation = (v: { slug: string; id: number }) =>
  api<null>('DELETE', `/organization/${v.slug}/user-invitation/${v.id}/delete`);
