import { api } from '../../../lib/api-client';

/** DELETE /organization/{slug}/about-facility/delete/{id}. */
export const deleteFacilityEntry = (v: { slug: string; id: number }) =>
  api<null>('DELETE', `/organization/${v.slug}/about-facility/delete/${v.id}`);
