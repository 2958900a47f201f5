import type { FeaturedJobView, JobOptionView, JobPageView, JobQuestionView, JobView } from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import type { JobRow, QuestionRow } from './jobs.repository';

/** A job's share token: its organization and job slugs, URL-safe (answered by `POST share/{token}`). */
export const shareToken = (orgSlug: string, jobSlug: string) =>
  Buffer.from(`${orgSlug}/${jobSlug}`).toString('base64url');
export const readShareToken = (token: string) => {
  const [org, job, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('/');
  return org && job && rest.length === 0 ? { org, job } : null;
};

const dollars = (c: number | null) => (c === null ? null : c / 100);

/**
 * The columns every job card is made from, wherever job seekers see jobs listed (search hits,
 * recommendations): pay in cents, the organization's columns beside the job's.
 */
export interface JobCardRow {
  id: number;
  slug: string;
  title: string;
  category: string | null;
  specialty: string | null;
  employment_type: string;
  shift: string | null;
  city: string | null;
  state: string | null;
  is_remote: boolean;
  pay_min_cents: number | null;
  pay_max_cents: number | null;
  pay_period: string | null;
  org_slug: string;
  company_name: string;
  company_profile_image: string | null;
}

/** A job card's common fields (the contracts' `jobCardView`) and its organization. */
export const toJobCard = (r: JobCardRow) => ({
  id: Number(r.id),
  slug: r.slug,
  title: r.title,
  category: r.category,
  specialty: r.specialty,
  employment_type: r.employment_type,
  shift: r.shift,
  city: r.city,
  state: r.state,
  is_remote: r.is_remote,
  pay_min: dollars(r.pay_min_cents),
  pay_max: dollars(r.pay_max_cents),
  pay_period: r.pay_period,
  organization: {
    slug: r.org_slug,
    company_name: r.company_name,
    company_profile_image: r.company_profile_image,
  },
});

type QuestionFields = Pick<QuestionRow, 'uid' | 'question' | 'type' | 'options' | 'is_required'>;
type JobOrganization = JobPageView['organization'];

export const toQuestion = (q: QuestionFields): JobQuestionView => ({
  uid: q.uid,
  question: q.question,
  type: q.type,
  options: q.options,
  is_required: q.is_required,
});

export const toJob = (j: JobRow): JobView => ({
  id: j.id,
  slug: j.slug,
  title: j.title,
  category: j.category,
  specialty: j.specialty,
  employment_type: j.employment_type,
  shift: j.shift,
  shift_hours: j.shift_hours,
  city: j.city,
  state: j.state,
  is_remote: j.is_remote,
  pay_min: dollars(j.pay_min_cents),
  pay_max: dollars(j.pay_max_cents),
  pay_period: j.pay_period,
  benefits: j.benefits,
  required_licenses: j.required_licenses,
  health_requirements: j.health_requirements,
  languages: j.languages,
  description: j.description,
  directory_id: j.directory_id,
  status: j.status,
  is_featured: j.is_featured,
  promoted_until: iso(j.promoted_until),
  published_at: iso(j.published_at),
  created_at: j.created_at.toISOString(),
  updated_at: j.updated_at.toISOString(),
});

// Object.assign onto the fresh view, not `{ ...toJob(j), more }` (docs/architecture.md §2, mappers).
export const toFeaturedJob = (j: JobRow, organization: JobOrganization): FeaturedJobView =>
  Object.assign(toJob(j), { share_token: shareToken(organization.slug, j.slug), organization });

export const toJobPage = (
  j: JobRow,
  questions: QuestionFields[],
  organization: JobOrganization,
  isTeam: boolean,
  hasApplied = false,
): JobPageView =>
  Object.assign(toJob(j), {
    questions: questions.map(toQuestion),
    share_token: shareToken(organization.slug, j.slug),
    organization,
    is_team: isTeam,
    has_applied: hasApplied,
  });

export const toJobOption = (
  j: Pick<JobRow, 'id' | 'slug' | 'title' | 'status'> & { applicants: number },
): JobOptionView => ({
  id: j.id,
  slug: j.slug,
  title: j.title,
  status: j.status,
  applicants: j.applicants,
});
