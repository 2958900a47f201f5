import { z } from 'zod';

/** GET admin/dashboard: the operator's figures (counts over big tables are planner estimates). */
export const adminDashboardView = z.object({
  users: z.number(),
  organizations: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
  jobs: z.number(),
  applications: z.number(),
  /**
   * Payments that succeeded since the first of this month (UTC), in dollars; null for an admin
   * whose role does not hold the payments permission.
   */
  revenue_this_month: z.number().nullable(),
  open_reports: z.number(),
  /** Which figures are estimates (tables too big to count on every load). */
  estimated: z.array(z.string()),
});
export type AdminDashboardView = z.infer<typeof adminDashboardView>;
