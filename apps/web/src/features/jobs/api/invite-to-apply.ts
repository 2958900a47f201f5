import type { jobInvitationSentView } from '@hctl/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/job/{job}/invitation: invites a professional to apply. */
export const inviteToApply = (v: { slug: string; jobSlug: string; user_slug: string; message: string }) =>
  api<z.infer<typeof jobInvitationSentView>>('POST', `/organization/${v.slug}/job/${v.jobSlug}/invitation`, {
    user_slug: v.user_slug,
    message: v.message,
  });
