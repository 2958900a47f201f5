import type { AbuseReportBody, AbuseTargetType, MyAbuseReportView, Page } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get, post } from '../../lib/api-client';

type Reporter = 'individual' | 'organization';

export const abuseReportKeys = {
  mine: ['abuse-reports', 'mine'] as const,
  minePage: (type: Reporter, slug: string, page: number) =>
    ['abuse-reports', 'mine', type, slug, page] as const,
};

/** POST /{userType}/{slug}/report/{type}: the caller (as a person or for an organization) reports something. */
export const fileAbuseReport = ({
  userType,
  slug,
  type,
  ...body
}: AbuseReportBody & { userType: Reporter; slug: string; type: AbuseTargetType }) =>
  post<MyAbuseReportView>(`/${userType}/${slug}/report/${type}`, body);

/** GET /{type}/{slug}/report: what the caller reported, with each outcome once decided. */
export const myAbuseReportsQuery = (type: Reporter, slug: string, page: number) =>
  queryOptions({
    queryKey: abuseReportKeys.minePage(type, slug, page),
    queryFn: async () =>
      (await get<Page<MyAbuseReportView>>(`/${type}/${slug}/report?page=${page}&pageSize=10`)).data,
    placeholderData: keepPreviousData,
  });
