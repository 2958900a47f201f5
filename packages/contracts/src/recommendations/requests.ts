import { z } from 'zod';
import { flag } from '../services/requests';

/** `licensed_for=1`: only jobs the caller holds a verified, unexpired license for (type and state). */
export const recommendedJobsQuery = z.object({
  licensed_for: flag.optional(),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
export type RecommendedJobsQuery = z.output<typeof recommendedJobsQuery>;

export const recommendedListQuery = z.object({
  perPage: z.coerce.number().int().min(1).max(24).default(8),
});
export type RecommendedListQuery = z.output<typeof recommendedListQuery>;

/** `{role}/{slug}/recommended/…`: the caller's own profile (an individual) or an organization they are in. */
export const recommendedOwnerParams = z.object({
  role: z.enum(['individual', 'organization'], { message: 'Use individual or organization.' }),
  slug: z.string().min(1).max(160),
});
export type RecommendedOwnerParams = z.output<typeof recommendedOwnerParams>;

export const organizationFollowParams = z.object({ slug: z.string().min(1).max(160) });

export const followedOrganizationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(12),
});
export type FollowedOrganizationsQuery = z.output<typeof followedOrganizationsQuery>;

/** `tz`: the viewer's IANA time zone, so "interviews today" is their today (UTC without it). */
export const organizationDashboardQuery = z.object({
  tz: z
    .string()
    .max(60)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone.')
    .optional(),
});
export type OrganizationDashboardQuery = z.output<typeof organizationDashboardQuery>;
