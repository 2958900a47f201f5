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

/** What a move of the application means to the candidate, in words (never the status's name). */
const STATUS_LINES: Record<string, (org: string, job: string) => string> = {
  applied: (o, j) => `${o} moved your application for ${j} back to Applied.`,
  reviewed: (o, j) => `${o} has reviewed your application for ${j}.`,
  shortlisted: (o, j) => `${o} shortlisted you for ${j}.`,
  interview: (o, j) => `${o} moved your application for ${j} to the interview stage.`,
  offered: (o, j) =>
    `${o} would like to offer you the ${j} position. They will be in touch about the offer; you can also message them on HCTL.`,
  hired: (o, j) => `${o} hired you for ${j}. Congratulations!`,
  rejected: (o, j) =>
    `${o} has decided not to move forward with your application for ${j}. Thank you for your interest; new jobs that fit your profile are posted on HCTL every day.`,
};
/**
 * The line for a move to `status`; `from` hired (or offered) and back to an earlier stage says
 * the hire (or offer) is off, which the new stage's own line would leave the candidate to guess.
 */
export const applicationStatusLine = (org: Org, job: Job, status: string, from?: string) => {
  const line =
    STATUS_LINES[status]?.(org.company_name, job.title) ??
    `${org.company_name} updated your application for ${job.title}.`;
  if ((from === 'hired' || from === 'offered') && status !== 'hired' && status !== 'rejected')
    return `${org.company_name} has taken back its ${from === 'hired' ? 'decision to hire you' : 'offer'} for ${job.title}. ${line}`;
  return line;
};

/** An app path as an e-mail's link (null: no path, so no link). */
export const appUrl = (base: string, path: string | null | undefined | false) =>
  path ? `${base}${path}` : null;

/** Where an e-mail's reader acts on it, then the sign-off; `url` is absolute (null: no link). */
export const mailClosing = (url: string | null, what: string) =>
  `${url ? `\n\n${what}: ${url}` : ''}\n\nThe HCTL team`;

/** To the candidate: the organization moved their application. */
export const applicationStatusNotice = (
  org: Org,
  job: Job,
  applicationId: number,
  status: string,
  candidateSlug: string | null,
  from?: string,
) => ({
  type: 'application.status' as const,
  title: `${org.company_name} updated your application for ${job.title}`,
  body: applicationStatusLine(org, job, status, from),
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

/** How an interview change reads in both sides' words ("Bay Hospital cancelled your interview …"). */
export const INTERVIEW_LABEL: Record<string, string> = {
  accepted: 'accepted',
  rejected: 'declined',
  reschedule_requested: 'asked for another time for',
  confirmed: 'confirmed',
  rescheduled: 'rescheduled',
  no_show: 'marked as a no-show',
  cancelled: 'cancelled',
  completed: 'completed',
};
const label = (status: string) => INTERVIEW_LABEL[status] ?? status;
type Candidate = { first_name: string; last_name: string };

/** To the candidate: the organization changed their interview (`extra`: the new time, said after). */
export const interviewChangedNotice = (
  org: Org,
  job: Job,
  interviewId: number,
  status: string,
  candidateSlug: string | null,
  extra = '',
) => ({
  type: 'interview.updated' as const,
  title: `${org.company_name} ${label(status)} your interview for ${job.title}`,
  body: extra,
  link: myJobs(candidateSlug, '?view=interviews'),
  data: { interview_id: interviewId, job_id: job.id, status },
});

/** The candidate's e-mail of the same change (template interview-update). */
export const interviewChangedMail = (
  org: Org,
  job: Job,
  to: { first_name: string },
  status: string,
  extra = '',
  url: string | null = null,
) => ({
  subject: `Interview for ${job.title}: ${label(status)}`,
  text: `Hello ${to.first_name},\n\n${org.company_name} ${label(status)} your interview for ${job.title}.${extra}${mailClosing(url, 'Your interviews')}`,
});

/** To the organization's scheduler and owner: the candidate changed the interview. */
export const candidateInterviewNotice = (
  org: Pick<Org, 'slug'>,
  job: Job,
  candidate: Candidate,
  interviewId: number,
  status: string,
) => ({
  type: 'interview.updated' as const,
  title: `${candidate.first_name} ${candidate.last_name} ${label(status)} the interview for ${job.title}`,
  link: `/organization/${org.slug}/applicants`,
  data: { interview_id: interviewId, job_id: job.id, status },
});

/** Their e-mail of the same change (template interview-update); `extra`: a proposed time, a reason. */
export const candidateInterviewMail = (
  job: Job,
  candidate: Candidate,
  status: string,
  extra = '',
  url: string | null = null,
) => ({
  subject: `${candidate.first_name} ${candidate.last_name} ${label(status)} the interview`,
  text: `Hello,\n\n${candidate.first_name} ${candidate.last_name} ${label(status)} the interview for ${job.title}.${extra}${mailClosing(url, 'See the applicants')}`,
});

/** To the organization's team: a candidate withdrew their application (the pipeline's Withdrawn list). */
export const applicationWithdrawnNotice = (
  org: Pick<Org, 'slug'>,
  job: Job,
  app: { id: number } & Candidate,
  interviewCancelled = false,
) => ({
  type: 'application.status' as const,
  title: `${app.first_name} ${app.last_name} withdrew their application for ${job.title}`,
  body: interviewCancelled ? 'Their interview is cancelled.' : '',
  link: `/organization/${org.slug}/applicants?job=${job.slug}&tab=withdrawn`,
  data: { application_id: app.id, job_id: job.id, status: 'withdrawn' },
});

/** To the scheduler and the owner: the withdrawal took the interview with it (interview-update). */
export const withdrawnInterviewMail = (job: Job, candidate: Candidate, url: string | null) => ({
  subject: `${candidate.first_name} ${candidate.last_name} withdrew their application for ${job.title}`,
  text: `Hello,\n\n${candidate.first_name} ${candidate.last_name} withdrew their application for ${job.title}, so their interview is cancelled.${mailClosing(url, 'See the applicants')}`,
});

/** Why the organization can no longer act on an application the candidate withdrew (409). */
/** Why no interview can be scheduled for an applicant in `status` (409), in words. */
export const notSchedulableMessage = (app: Candidate, status: string) => {
  const name = `${app.first_name} ${app.last_name}`;
  if (status === 'withdrawn') return withdrawnMessage(app);
  if (status === 'hired') return `${name} was hired for this job: there is no interview to schedule.`;
  if (status === 'offered')
    return `${name} has an offer for this job: move them back to Interview to schedule another round.`;
  return `${name} was turned down for this job: move them back in the pipeline before scheduling an interview.`;
};

export const withdrawnMessage = (app: Candidate) =>
  `${app.first_name} ${app.last_name} withdrew this application: it can no longer be moved or interviewed.`;
