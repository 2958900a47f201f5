import type { AnalyticsReportView, JobFunnelReportView, ProfileViewsReportView } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

/** The range the page asks for: inclusive days (YYYY-MM-DD). */
export interface Range {
  from: string;
  to: string;
}

const qs = (r: Range) => `from=${r.from}&to=${r.to}&interval=day`;

/** One analytics call by its path (`individual/analytics`, `analytics/{slug}/jobs`…) over a range. */
export const reportQuery = <T extends AnalyticsReportView = AnalyticsReportView>(
  path: string,
  range: Range,
) =>
  queryOptions({
    queryKey: ['analytics', path, range.from, range.to],
    queryFn: async () => (await get<T>(`/${path}?${qs(range)}`)).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export type { AnalyticsReportView, JobFunnelReportView, ProfileViewsReportView };
