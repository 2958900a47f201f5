import type { OrgInvitationSentView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/users/send-invite: invites a colleague by e-mail with a role. */
export const sendInvitation = (v: { slug: string; email: string; role_id: number }) =>
  api<OrgInvitationSentView>('POST', '/organization/users/send-invite', v);
