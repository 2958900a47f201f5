import type { AdminOrganizationView, ApprovalStatusBody } from '@hctl/contracts';
import { put } from '../../../lib/api-client';

/** PUT /admin/organizations/{slug}/approval-status: approve, or reject with the comment the owner is mailed. */
export const setApprovalStatus = ({ slug, ...body }: ApprovalStatusBody & { slug: string }) =>
  put<AdminOrganizationView>(`/admin/organizations/${slug}/approval-status`, body);
