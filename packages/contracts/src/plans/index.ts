import { z } from 'zod';

export * from './views';

export const currentPlanQuery = z.object({ slug: z.string().max(140).optional() });
export const plansListQuery = z.object({ audience: z.enum(['individual', 'organization']).optional() });
