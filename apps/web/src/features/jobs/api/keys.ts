import { sharedKeys } from '../../../lib/api/keys';

export interface OrgJobsFilter {
  filter: string;
  search: string;
  is_archived: number;
  page: number;
}

export const jobsKeys = {
  jobs: (slug: string) => ['job', slug] as const,
  job: sharedKeys.job,
  orgJobLists: sharedKeys.orgJobLists,
  orgJobs: (slug: string, q: OrgJobsFilter) => ['org-jobs', slug, q] as const,
  jobCounts: sharedKeys.jobCounts,
  flatJobs: (slug: string) => ['org-jobs-flat', slug] as const,
  questionBank: sharedKeys.questionBank,
  /** The organization's hiring pipeline: applicants, shortlist, interviews, invitations. */
  pipeline: (slug: string) => ['pipeline', slug] as const,
  applicants: (slug: string, job: string | null) => ['pipeline', slug, 'applicants', job] as const,
  applicant: (slug: string, id: number) => ['pipeline', slug, 'applicant', id] as const,
  shortlisted: (slug: string) => ['pipeline', slug, 'shortlisted'] as const,
  interviews: (slug: string) => ['pipeline', slug, 'interviews'] as const,
  invitees: (slug: string) => ['pipeline', slug, 'invitees'] as const,
  savedResumes: sharedKeys.resumeLetter,
  myApplications: ['my-applications'] as const,
  myInterviews: ['my-interviews'] as const,
  myInvitations: ['my-job-invitations'] as const,
};
