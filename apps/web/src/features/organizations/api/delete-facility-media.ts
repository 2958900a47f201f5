import { api } from '../../../lib/api-client';

/** DELETE /organization/{slug}/about-facility/upload/{id}/delete. */
export const deleteFacilityMedia = (v: { slug: string; id: number }) =>
  api<null>('DELETE', `/organization/${v.slug}/about-facility/upload/${v.id}/delete`);
