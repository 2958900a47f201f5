import { z } from 'zod';

/** The longest range one analytics answer covers (a year and a day, for leap years). */
export const ANALYTICS_MAX_DAYS = 366;
/** Hourly series only for short ranges (168 points at most). */
export const ANALYTICS_MAX_HOURLY_DAYS = 7;
/** Days shown when the caller names no range. */
export const ANALYTICS_DEFAULT_DAYS = 30;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD.');

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Query of every analytics call: `from`/`to` are inclusive UTC days (default: the last 30 days up to
 * today); `interval` picks a point per day or per hour (hourly only up to 7 days).
 */
export const analyticsRangeQuery = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    interval: z.enum(['day', 'hour']).default('day'),
  })
  .superRefine((q, c) => {
    if (q.from && Number.isNaN(Date.parse(`${q.from}T00:00:00Z`)))
      c.addIssue({ code: 'custom', path: ['from'], message: 'Not a date.' });
    if (q.to && Number.isNaN(Date.parse(`${q.to}T00:00:00Z`)))
      c.addIssue({ code: 'custom', path: ['to'], message: 'Not a date.' });
    if (!q.from || !q.to) return;
    const days = daysBetween(q.from, q.to);
    if (days < 1) c.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start.' });
    else if (days > ANALYTICS_MAX_DAYS)
      c.addIssue({ code: 'custom', path: ['from'], message: `At most ${ANALYTICS_MAX_DAYS} days.` });
    else if (q.interval === 'hour' && days > ANALYTICS_MAX_HOURLY_DAYS)
      c.addIssue({
        code: 'custom',
        path: ['interval'],
        message: `Hourly figures cover at most ${ANALYTICS_MAX_HOURLY_DAYS} days.`,
      });
  });
export type AnalyticsRangeQuery = z.input<typeof analyticsRangeQuery>;

export const analyticsSlugParams = z.object({ slug: z.string().min(1).max(140) });
