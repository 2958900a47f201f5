import type { AnalyticsSubjectView, JobFunnelRowView, ProfileViewerView } from '@hctl/contracts';

/** A rate per 100, one decimal; null when there is nothing to divide by. */
const rate = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 1000) / 10 : null);

/** A viewer as the owner may see them: named only if their own profile is published. */
export function toViewer(r: {
  first_name: string;
  last_name: string;
  slug: string;
  occupation: string | null;
  profile_image: string | null;
  is_published: boolean;
  views: number;
  last_viewed_at: Date;
}): ProfileViewerView {
  const shown = r.is_published;
  return {
    name: shown ? `${r.first_name} ${r.last_name}` : null,
    slug: shown ? r.slug : null,
    occupation: shown ? r.occupation : null,
    profile_image: shown ? r.profile_image : null,
    views: r.views,
    last_viewed_at: new Date(r.last_viewed_at).toISOString(),
  };
}

export function toFunnelRow(s: AnalyticsSubjectView): JobFunnelRowView {
  const views = s.counts.job_view ?? 0;
  const applications = s.counts.application ?? 0;
  const interviews = s.counts.interview ?? 0;
  return {
    id: s.id,
    slug: s.slug ?? '',
    title: s.title,
    views,
    applications,
    interviews,
    apply_rate: rate(applications, views),
    interview_rate: rate(interviews, applications),
  };
}
