import { z } from 'zod';
import { APPROVAL_STATUSES } from '../common/constants';
import { pageNumber } from '../common/envelope';
import { organizationStandingFields } from '../common/fields';

/** admin/organizations/list: spec §7 admin lists default to page 1, pageSize 5. */
export const adminOrganizationsQuery = z.object({
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(5),
  approval_status: z.enum(APPROVAL_STATUSES, { message: 'Choose pending, approved or rejected.' }).optional(),
  search: z.string().trim().max(120).optional(),
});
export type AdminOrganizationsQuery = z.output<typeof adminOrganizationsQuery>;

/**
 * admin/organizations/{slug}/approval-status: approve, or reject with a comment the owner reads
 * (spec §3: the comment is sent only when rejected, so an approval carries none).
 */
export const approvalStatusBody = z
  .object({
    approval_status: z.enum(['approved', 'rejected'], { message: 'Choose approved or rejected.' }),
    comment: z.string().trim().max(1000, 'May not be longer than 1000 characters.').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.approval_status === 'rejected' && !b.comment)
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: 'Tell the organization why it is rejected.',
      });
    if (b.approval_status === 'approved' && b.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'Only a rejection takes a comment.' });
  });
export type ApprovalStatusBody = z.output<typeof approvalStatusBody>;

/** One organization in the super admin's list, with its owner so the admin knows whom they judge. */
export const adminOrganizationView = z.object({
  id: z.number(),
  slug: z.string(),
  company_name: z.string(),
  ...organizationStandingFields,
  owner: z.object({ name: z.string(), email: z.string() }),
  created_at: z.string(),
});
export type AdminOrganizationView = z.infer<typeof adminOrganizationView>;
