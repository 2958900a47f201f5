import { meetingTimeText } from '../../lib/meeting-time';

/**
 * What the hiring notifications say and where they lead, in one place: the services send them, and
 * the demo seed writes the same words for its records (seed/demo-notifications.ts). Who receives
 * them, who acted and whether they were e-mailed stay with the caller.
 */
type Org = { slug: string; company_name: string };
type Job = { id: number; slug: string; title: string };
const myJobs = (candidateSlug: string | null, view = '') =>
  candidateSlug ? `/individual/${candidateSlug}/jobs${view}` : null;

/** To the organization's team: a new applicant, gathered per job in the digest. */
export const applicationReceivedNotice = (
  org: Pick<Org, 'slug'>,
  job: Job,
  app: { id: number; first_name: string; last_name: string },
) => ({
  type: 'application.received' as const,
  title: `${app.first_name} ${app.last_name} applied for ${job.title}`,
  link: `/organization/${org.slug}/applicants`,
  data: { application_id: app.id, job_id: job.id, group_title: `new applicants to ${job.title}` },
  groupKey: `job:${job.id}:applicants`,
});

/** To the candidate: the organization moved their application. */
export const applicationStatusNotice = (
  org: Org,
  job: Job,
  applicationId: number,
  status: string,
  candidateSlug: string | null,
) => ({
  type: 'application.status' as const,
  title: `${org.company_name} updated your application for ${job.title}`,
  body: `Status: ${status}.`,
  link: myJobs(candidateSlug),
  data: { application_id: applicationId, job_id: job.id, status },
});

/** To the candidate: an interview to answer, its time read on the interview's own clock. */
export const interviewInvitedNotice = (
  org: Org,
  job: Job,
  interview: { id: number; mode: string; schedule_date: string | Date; timezone: string },
  applicationId: number,
  candidateSlug: string | null,
) => ({
  type: 'interview.invited' as const,
  title: `${org.company_name} invited you to an interview for ${job.title}`,
  body: `${interview.mode} interview on ${meetingTimeText(interview.schedule_date, interview.timezone)}.`,
  link: myJobs(candidateSlug, '?view=interviews'),
  data: { interview_id: interview.id, application_id: applicationId, job_id: job.id },
});

/** To a professional: the organization invites them to apply, with its message. */
export const jobInvitationNotice = (org: Org, job: Job, message: string | null) => ({
  type: 'job.invitation' as const,
  title: `${org.company_name} invites you to apply: ${job.title}`,
  body: message ?? '',
  link: `/organization/jobs/${org.slug}/details/${job.slug}`,
  data: { job_id: job.id },
});
