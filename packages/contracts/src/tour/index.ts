import { z } from 'zod';
import { TOUR_STATUSES } from '../common/constants';

export const tourView = z.object({
  status: z.enum(TOUR_STATUSES),
  current_page: z.string().nullable(),
  current_step: z.number(),
  completed_pages: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type TourView = z.infer<typeof tourView>;
export const tourUpdateBody = z.object({ status: z.enum(TOUR_STATUSES) });
export const tourProgressBody = z.object({
  page: z.string().trim().min(1).max(80),
  step: z.number().int().min(0).max(100),
  completed: z.boolean().optional(),
});
