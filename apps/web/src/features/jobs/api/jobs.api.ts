import { queryOptions } from '@tanstack/react-query';
import { api, get } from '../../../lib/api-client';

export interface Job {
  id: number;
  slug: string;
  title: string;
  category: string | null;
  specialty: string | null;
  employment_type: string;
  shift: string | null;
  shift_hours: string | null;
  city: string | null;
  state: string | null;
  is_remote: boolean;
  pay_min: number | null;
  pay_max: number | null;
  pay_period: string | null;
  benefits: string[];
  required_licenses: string[];
  health_requirements: string[];
  languages: string[];
  description: string;
  directory_id: number | null;
  status: 'draft' | 'published' | 'archived' | 'closed';
  questions?: { uid: string; question: string; type: string; options: string[]; is_required: boolean }[];
  organization?: { slug: string; company_name: string; company_profile_image: string | null };
  is_team?: boolean;
  created_at: string;
}
export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
export interface CreateResult {
  job: Job;
  next: 'publish' | 'questions' | 'promote' | 'details';
  is_out_of_plan?: boolean;
  hasQuestionAccess: boolean;
  hasPromotionAccess: boolean;
}

export const jobQuery = (slug: string, jobSlug: string, viewer = '') =>
  queryOptions({
    queryKey: ['job', slug, jobSlug],
    queryFn: async () =>
      (await get<Job>(`/organization/${slug}/job/${jobSlug}/show${viewer ? `?${viewer}` : ''}`)).data,
  });
export const orgJobsQuery = (
  slug: string,
  q: { filter: string; search: string; is_archived: number; page: number },
) =>
  queryOptions({
    queryKey: ['org-jobs', slug, q],
    queryFn: async () =>
      (
        await get<Page<Job>>(
          `/organization/${slug}/job?filter=${q.filter}&is_archived=${q.is_archived}&page=${q.page}&perPage=5${q.search ? `&search=${encodeURIComponent(q.search)}` : ''}`,
        )
      ).data,
  });

/** Where the spec's post-create/update routing sends the user (§4). */
export const nextPath = (slug: string, jobSlug: string, next: CreateResult['next']) =>
  ({
    publish: `/organization/jobs/publish/${slug}/${jobSlug}`,
    questions: `/organization/jobs/create/questions/${slug}/${jobSlug}`,
    promote: `/organization/jobs/promote/${slug}/${jobSlug}`,
    details: `/organization/jobs/${slug}/details/${jobSlug}`,
  })[next];

export const jobsApi = {
  create: (slug: string, body: unknown) =>
    api<CreateResult>('POST', `/organization/${slug}/job/create`, body),
  update: (slug: string, jobSlug: string, body: unknown) =>
    api<CreateResult>('POST', `/organization/${slug}/job/${jobSlug}/update`, body),
  action: (
    slug: string,
    jobSlug: string,
    action: 'archive' | 'open' | 'duplicate' | 'promote' | 'flat-fee',
  ) =>
    api<Job>(
      'POST',
      `/organization/${slug}/job/${jobSlug}/${action}${action === 'promote' ? `?slug=${slug}` : ''}`,
      action === 'duplicate' ? {} : undefined,
    ),
  remove: (slug: string, jobSlug: string) =>
    api<null>('DELETE', `/organization/${slug}/job/${jobSlug}/delete`),
};

export const money = (j: Pick<Job, 'pay_min' | 'pay_max' | 'pay_period'>) => {
  if (j.pay_min == null && j.pay_max == null) return null;
  const f = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  const range =
    j.pay_min != null && j.pay_max != null
      ? `${f(j.pay_min)} – ${f(j.pay_max)}`
      : f((j.pay_min ?? j.pay_max)!);
  return `${range} / ${j.pay_period}`;
};
export const place = (j: Pick<Job, 'city' | 'state' | 'is_remote'>) =>
  j.is_remote ? 'Remote' : [j.city, j.state].filter(Boolean).join(', ');
