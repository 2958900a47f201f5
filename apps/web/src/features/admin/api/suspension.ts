import type { AdminUserView } from '@hctl/contracts';
import { put } from '../../../lib/api-client';

/** PUT /admin/user/{slug}/unsuspend: lift a moderator's suspension, with the reason the person reads. */
export const liftSuspension = ({ slug, reason }: { slug: string; reason: string }) =>
  put<AdminUserView>(`/admin/user/${encodeURIComponent(slug)}/unsuspend`, { reason });
