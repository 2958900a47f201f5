import { put } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

/**
 * PUT conversations/is-online/{me}/{conversation}: the person has this conversation open (spec §8:
 * presence calls ignore failures).
 */
export const markOnline = (userId: number, conversationId: number) =>
  put(`/conversations/is-online/${userId}/${conversationId}`).catch(() => undefined);

/**
 * PUT conversations/is-offline when the page is hidden or closed. A plain fetch with `keepalive`
 * (not the api client): the browser still delivers it while the page unloads.
 */
export function markOffline() {
  const token = authStore.get().api_token;
  if (!token) return Promise.resolve(undefined);
  return fetch('/api/v1/conversations/is-offline', {
    method: 'PUT',
    keepalive: true,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  }).catch(() => undefined);
}
