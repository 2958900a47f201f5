import { api } from '../../../lib/api-client';

/** DELETE /{slug}/roles/{id}/destroy. */
export const deleteRole = (v: { slug: string; id: number }) =>
  api<null>('DELETE', `/${v.slug}/roles/${v.id}/destroy`);
