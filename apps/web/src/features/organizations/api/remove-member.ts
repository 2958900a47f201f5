import { api } from '../../../lib/api-client';

/** DELETE /organization/users/{id}/delete. */
export const removeMember = (id: number | null) => api<null>('DELETE', `/organization/users/${id}/delete`);
