import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/transfer-ownership (not in the spec): the owner hands it to a team member. */
export const transferOwnership = (v: { slug: string; member_id: number }) =>
  api<null>('POST', `/organization/${v.slug}/transfer-ownership`, { member_id: v.member_id });
