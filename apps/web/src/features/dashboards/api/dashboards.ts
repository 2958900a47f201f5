import type {
  AnalyticsReportView,
  FollowedOrganizationsView,
  MyApplicationView,
  MyInterviewView,
  OrganizationDashboardView,
  ProfileViewsReportView,
  RecommendedJobsView,
} from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

export const dashboardsKeys = {
  all: ['dashboards'] as const,
  individual: ['dashboards', 'individual'] as const,
  organization: (slug: string) => ['dashboards', 'organization', slug] as const,
};

/** Inclusive UTC days: the last `days` days up to today (what the analytics calls take). */
export const lastDays = (days: number, now = new Date()) => {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(now.getTime() - (days - 1) * 86_400_000), to: day(now.getTime()) };
};
const week = () => {
  const r = lastDays(7);
  return `from=${r.from}&to=${r.to}&interval=day`;
};

const fresh = { staleTime: 60_000 };

export const recommendedJobsQuery = (licensedOnly: boolean) =>
  queryOptions({
    queryKey: [...dashboardsKeys.individual, 'jobs', licensedOnly],
    queryFn: async () =>
      (
        await get<RecommendedJobsView>(
          `/individual/recommended-jobs?perPage=5${licensedOnly ? '&licensed_for=1' : ''}`,
        )
      ).data,
    ...fresh,
  });

export const followedOrganizationsQuery = () =>
  queryOptions({
    queryKey: [...dashboardsKeys.individual, 'followed'],
    queryFn: async () =>
      (await get<FollowedOrganizationsView>('/individual/followed-organizations?perPage=6')).data,
    ...fresh,
  });

export const myApplicationsQuery = () =>
  queryOptions({
    queryKey: [...dashboardsKeys.individual, 'applications'],
    queryFn: async () => (await get<MyApplicationView[]>('/individual-job-listing')).data,
    ...fresh,
  });

export const myInterviewsQuery = () =>
  queryOptions({
    queryKey: [...dashboardsKeys.individual, 'interviews'],
    queryFn: async () => (await get<MyInterviewView[]>('/individual/interviews')).data,
    ...fresh,
  });

export const myProfileViewsQuery = () =>
  queryOptions({
    queryKey: [...dashboardsKeys.individual, 'views'],
    queryFn: async () => (await get<ProfileViewsReportView>(`/analytics/total-profile-views?${week()}`)).data,
    ...fresh,
  });

/** The viewer's own time zone, so "interviews today" is their today. */
const tz = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const orgDashboardQuery = (slug: string) =>
  queryOptions({
    queryKey: [...dashboardsKeys.organization(slug), 'hiring'],
    queryFn: async () =>
      (await get<OrganizationDashboardView>(`/organization/${slug}/dashboard?tz=${encodeURIComponent(tz())}`))
        .data,
    ...fresh,
    retry: false,
  });

/** An organization's analytics over the last 7 days: `total-profile-views` or `advertisements`. */
export const orgWeekReportQuery = (slug: string, report: 'total-profile-views' | 'advertisements') =>
  queryOptions({
    queryKey: [...dashboardsKeys.organization(slug), report],
    queryFn: async () => (await get<AnalyticsReportView>(`/analytics/${slug}/${report}?${week()}`)).data,
    ...fresh,
    retry: false,
  });
