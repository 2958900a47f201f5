import type { JobInvitationSentView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/job/{job}/invitation: invites a professional to apply. */
export const inviteToApply = (v: { slug: string; jobSlug: string; user_slug: string; message: string }) =>
  api<JobInvitationSentView>('POST', `/organization/${v.slug}/job/${v.jobSlug}/invitation`, {
    user_slug: v.user_slug,
    message: v.message,
  });
