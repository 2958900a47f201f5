import type { OrgInvitationAnswerView, OrgInvitationLinkView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get, put } from '../../../lib/api-client';

/** GET /organization-invitation/{id}?signature= (not in the spec): the invitation an e-mail links to. */
export const invitationLinkQuery = (id: string, signature: string) =>
  queryOptions({
    queryKey: ['organization-invitation', id, signature],
    queryFn: async () =>
      (
        await get<OrgInvitationLinkView>(
          `/organization-invitation/${encodeURIComponent(id)}?signature=${encodeURIComponent(signature)}`,
        )
      ).data,
    retry: false,
  });

/** PUT /individual/accept-or-reject-invite, for the invitation the link names. */
export const answerLinkedInvitation = (v: { id: number; status: 'accepted' | 'rejected' }) =>
  put<OrgInvitationAnswerView>('/individual/accept-or-reject-invite', {
    invitation_id: v.id,
    status: v.status,
  });
