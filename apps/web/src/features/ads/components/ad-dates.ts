import { shortDate } from '../../../lib/dates';

/**
 * An ad runs whole UTC days: `starts_at` is its first day's midnight and `ends_at` the midnight
 * after its last day (exclusive). Shown as the days the advertiser chose, wherever they read it.
 */
export const adFirstDay = (startsAt: string | null) => (startsAt ? shortDate(startsAt.slice(0, 10)) : '—');
export const adLastDay = (endsAt: string | null) =>
  endsAt ? shortDate(new Date(Date.parse(endsAt) - 86_400_000).toISOString().slice(0, 10)) : '—';
