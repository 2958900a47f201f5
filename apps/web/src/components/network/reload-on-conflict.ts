import { ApiError } from '../../lib/api-client';

/**
 * A 409 on answering an invitation means it changed elsewhere (cancelled, answered in another tab):
 * the shown state is stale, so reload it; the server's message is still toasted.
 */
export const reloadOnConflict = (reload: () => void) => (err: unknown) => {
  if (err instanceof ApiError && err.status === 409) reload();
  return false;
};
