import { del } from '../../../lib/api-client';

/** DELETE groups/{slug}/posts/{uid}: its author deletes it, a group admin removes anyone's. */
export const deletePost = (v: { slug: string; uid: string }) =>
  del<null>(`/groups/${encodeURIComponent(v.slug)}/posts/${v.uid}`);
