import type { OrgInvitationAnswerView, ReceivedOrgInvitationView } from '@hctl/contracts';
import { put } from '../../../lib/api-client';

/** PUT /individual/accept-or-reject-invite. */
export const answerInvitation = (v: {
  invitation: ReceivedOrgInvitationView;
  status: 'accepted' | 'rejected';
}) =>
  put<OrgInvitationAnswerView>('/individual/accept-or-reject-invite', {
    invitation_id: v.invitation.id,
    role_name: v.invitation.role_name,
    status: v.status,
  });
