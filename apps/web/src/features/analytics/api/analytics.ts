import type { AnalyticsReportView, JobFunnelReportView, ProfileViewsReportView } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

/**
 * The range the page asks for: inclusive days (YYYY-MM-DD, UTC as the API counts them), per day or
 * per hour (hourly figures are kept for the last week only: `hourlyAllowed`).
 */
export interface Range {
  from: string;
  to: string;
  interval?: 'day' | 'hour';
}

const qs = (r: Range) => `from=${r.from}&to=${r.to}&interval=${r.interval ?? 'day'}`;

/** One analytics call by its path (`individual/analytics`, `analytics/{slug}/jobs`…) over a range. */
export const reportQuery = <T extends AnalyticsReportView = AnalyticsReportView>(
  path: string,
  range: Range,
) =>
  queryOptions({
    queryKey: ['analytics', path, range.from, range.to, range.interval ?? 'day'],
    queryFn: async () => (await get<T>(`/${path}?${qs(range)}`)).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export type { AnalyticsReportView, JobFunnelReportView, ProfileViewsReportView };
