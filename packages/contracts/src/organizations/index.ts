import { z } from 'zod';

export const organizationListQuery = z.object({
  filter: z.enum(['all', 'active', 'archived']).default('active'),
  search: z.string().trim().max(120).optional(),
});
export const organizationSlugParams = z.object({ slug: z.string().min(1).max(140) });
export const organizationIdParams = z.object({ id: z.coerce.number().int().positive() });
export const archiveBody = z.object({ is_archived: z.boolean().optional() });
