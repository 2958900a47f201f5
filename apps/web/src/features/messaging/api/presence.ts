import { put } from '../../../lib/api-client';

/**
 * PUT conversations/is-online/{me}/{conversation}: the person has this conversation open (spec:
 * presence calls ignore failures). PUT conversations/is-offline when the page is hidden.
 */
export const markOnline = (userId: number, conversationId: number) =>
  put(`/conversations/is-online/${userId}/${conversationId}`).catch(() => undefined);

export const markOffline = () => put('/conversations/is-offline').catch(() => undefined);
