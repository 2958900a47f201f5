import { z } from 'zod';
import { planView } from '../auth/session';

/** `plans/{plan}`: one plan by slug, or every active plan of an audience ('individual' | 'organization'). */
export const plansView = z.union([z.array(planView), planView]);
export type PlansView = z.infer<typeof plansView>;
