import { z } from 'zod';
import { organizationSummary } from '../auth/session';

/** organization/{slug}/show: the summary with what the caller may do there, so the app shows only those areas. */
export const organizationDetailView = organizationSummary.extend({ permissions: z.array(z.string()) });
export type OrganizationDetailView = z.infer<typeof organizationDetailView>;

/** show-assigned-organization: an organization the caller is a member of, with their role's name. */
export const assignedOrganizationView = organizationSummary.extend({ role_name: z.string() });
export type AssignedOrganizationView = z.infer<typeof assignedOrganizationView>;

/** organization/search-name: organizations whose name looks like the one typed. */
export const organizationNameMatchView = z.object({
  id: z.number(),
  slug: z.string(),
  company_name: z.string(),
});
export type OrganizationNameMatchView = z.infer<typeof organizationNameMatchView>;
