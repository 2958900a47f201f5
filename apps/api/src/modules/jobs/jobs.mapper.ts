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

export const toFeaturedJob = (j: JobRow, organization: JobOrganization): FeaturedJobView => ({
  ...toJob(j),
  share_token: shareToken(organization.slug, j.slug),
  organization,
});

export const toJobPage = (
  j: JobRow,
  questions: QuestionFields[],
  organization: JobOrganization,
  isTeam: boolean,
  hasApplied = false,
): JobPageView => ({
  ...toJob(j),
  questions: questions.map(toQuestion),
  share_token: shareToken(organization.slug, j.slug),
  organization,
  is_team: isTeam,
  has_applied: hasApplied,
});

export const toJobOption = (j: Pick<JobRow, 'id' | 'slug' | 'title' | 'status'>): JobOptionView => ({
  id: j.id,
  slug: j.slug,
  title: j.title,
  status: j.status,
});
