import { z } from 'zod';
import { JOB_STATUSES } from '../common/constants';
import { inOrder, listQuery } from './list-query';

export const adminJobsQuery = listQuery
  .extend({
    status: z.enum(JOB_STATUSES, { message: 'Choose draft, published, archived or closed.' }).optional(),
    organization: z.string().trim().max(140).optional(),
  })
  .superRefine(inOrder);
export type AdminJobsQuery = z.output<typeof adminJobsQuery>;

export const adminGroupsQuery = listQuery
  .extend({
    privacy: z.enum(['public', 'private'], { message: 'Choose public or private.' }).optional(),
    /** Deleted groups stay in the table (soft); the admin may look at them. */
    deleted: z.enum(['0', '1'], { message: 'Use 0 or 1.' }).optional(),
  })
  .superRefine(inOrder);
export type AdminGroupsQuery = z.output<typeof adminGroupsQuery>;

export const adminServicesQuery = listQuery
  .extend({
    status: z.enum(['active', 'archived'], { message: 'Choose active or archived.' }).optional(),
    owner_type: z
      .enum(['individual', 'organization'], { message: 'Choose individual or organization.' })
      .optional(),
    is_draft: z.enum(['0', '1'], { message: 'Use 0 or 1.' }).optional(),
  })
  .superRefine(inOrder);
export type AdminServicesQuery = z.output<typeof adminServicesQuery>;

/**
 * An account's state in the console: `inactive` is deactivated by its owner (signing in brings it
 * back), `suspended` by a moderator (only an administrator lifts it), `removed` by an administrator.
 */
export const ADMIN_USER_STATUSES = ['active', 'inactive', 'suspended', 'removed'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const adminUsersQuery = listQuery
  .extend({
    role: z.enum(['individual', 'organization', 'super-admin'], { message: 'Choose a role.' }).optional(),
    status: z
      .enum(ADMIN_USER_STATUSES, { message: 'Choose active, inactive, suspended or removed.' })
      .optional(),
    is_card_enabled: z.enum(['0', '1'], { message: 'Use 0 or 1.' }).optional(),
  })
  .superRefine(inOrder);
export type AdminUsersQuery = z.output<typeof adminUsersQuery>;

const person = z.object({ name: z.string(), email: z.string().nullable(), slug: z.string().nullable() });

export const adminJobView = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  is_featured: z.boolean(),
  organization: z.object({ slug: z.string(), company_name: z.string() }),
  applications_count: z.number(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});
export type AdminJobView = z.infer<typeof adminJobView>;

export const adminGroupView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  privacy: z.enum(['public', 'private']),
  member_count: z.number(),
  owner: person,
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type AdminGroupView = z.infer<typeof adminGroupView>;

export const adminServiceView = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  kind: z.enum(['post', 'request', 'gallery']),
  status: z.enum(['active', 'archived']),
  is_draft: z.boolean(),
  is_promoted: z.boolean(),
  owner: person.extend({ type: z.enum(['individual', 'organization']) }),
  created_at: z.string(),
});
export type AdminServiceView = z.infer<typeof adminServiceView>;

export const adminUserView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['individual', 'organization', 'super-admin']),
  status: z.enum(ADMIN_USER_STATUSES),
  /** Set while a moderator's suspension stands: when, and the reason the person was given. */
  suspension: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  is_card_enabled: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

/** PUT admin/user/{slug}/unsuspend (not in the spec): why the suspension is lifted (audit log, and the person reads it). */
export const liftSuspensionBody = z.object({
  reason: z
    .string({ message: 'Say why the suspension is lifted.' })
    .trim()
    .min(3, 'Say why the suspension is lifted.')
    .max(1000, 'May not be longer than 1000 characters.'),
});
export type LiftSuspensionBody = z.output<typeof liftSuspensionBody>;

/** PUT admin/user/{slug}/card. */
export const userCardBody = z.object({
  is_card_enabled: z.union(
    [z.boolean(), z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')],
    {
      message: 'Choose whether card payments are allowed.',
    },
  ),
});
export type UserCardBody = z.output<typeof userCardBody>;

/** admin/…/{slug}: a slug (a job also by its id; job slugs repeat across organizations). */
export const adminSlugParams = z.object({ slug: z.string().trim().min(1).max(191) });

/** What a removal did: soft (kept, hidden) or hard (deleted), and the audit entry that records it. */
export const adminRemovalView = z.object({
  kind: z.string(),
  slug: z.string(),
  mode: z.enum(['soft', 'hard']),
  audit_id: z.number(),
});
export type AdminRemovalView = z.infer<typeof adminRemovalView>;
