import type { OrgInvitationView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/user-invitation/{id}/resend (not in the spec): mailed again, expiry renewed. */
export const resendInvitation = (v: { slug: string; id: number }) =>
  api<OrgInvitationView>('POST', `/organization/${v.slug}/user-invitation/${v.id}/resend`);
