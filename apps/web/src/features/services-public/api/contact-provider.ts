import type { MessageSentView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/**
 * "Contact" on a service page: the viewer's first message to the provider (POST
 * conversations/new-message, which reuses their conversation when there is one). Quotations come
 * with their own issue; until then a message is how a visitor asks for one.
 */
export const contactProvider = (v: {
  receiverId: number;
  receiverType: 'user' | 'organization';
  message: string;
  clientId: string;
  /** Write as this organization (someone acting for it asks on its behalf, into its shared inbox). */
  orgSlug?: string;
}) =>
  post<MessageSentView>('/conversations/new-message', {
    receiver_id: v.receiverId,
    receiver_type: v.receiverType,
    message: v.message,
    client_id: v.clientId,
    ...(v.orgSlug ? { 'org-slug': v.orgSlug } : {}),
  });
