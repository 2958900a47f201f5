import { z } from 'zod';
import { pageNumber } from '../common/envelope';

/**
 * What the admin lists share (lists.ts, payments.ts); not re-exported from index.ts, so it is no
 * part of the contracts' public names.
 */

export const day = z.iso.date({ message: 'Use a date like 2026-01-31.' });

/**
 * The admin lists' common query (spec §9: page 1, pageSize 5 by default): a name or title search
 * and a creation date range (UTC days, both ends included).
 */
export const listQuery = z.object({
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(5),
  search: z.string().trim().max(120).optional(),
  from: day.optional(),
  to: day.optional(),
});

/** A date range's refinement: `to` may not come before `from`. */
export const inOrder = <T extends { from?: string; to?: string }>(q: T, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date must not be before the start date.',
    });
};
