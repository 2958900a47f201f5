import { z } from 'zod';
import { APPLICATION_STATUSES, JOB_STATUSES } from '../common/constants';
import { individualPublicProfileView } from '../profile/views';
import { INTERVIEW_MODES } from './requests';

/** An application as the candidate sent it; attachments as download URLs. */
export const applicationView = z.object({
  id: z.number(),
  job_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  message_to_recruiter: z.string().nullable(),
  resume_url: z.string().nullable(),
  cover_letter_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApplicationView = z.infer<typeof applicationView>;

/** One of the job's required licenses: whether the candidate holds it, and its state if so. */
export const licenseMatchView = z.object({
  license: z.string(),
  held: z.boolean(),
  status: z.enum(['unverified', 'pending', 'verified', 'expired']).nullable(),
  expiry_date: z.string().nullable(),
});
export type LicenseMatchView = z.infer<typeof licenseMatchView>;

/** The answer to applying: the application and how the candidate's licenses match the job. */
export const applicationSentView = applicationView.extend({ licenses: z.array(licenseMatchView) });

/** The candidate's own application, with its job and organization (their jobs page). */
export const myApplicationView = applicationView.extend({
  job: z.object({
    slug: z.string(),
    title: z.string(),
    status: z.enum(JOB_STATUSES),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  organization: z.object({ slug: z.string(), company_name: z.string() }),
});
export type MyApplicationView = z.infer<typeof myApplicationView>;

const jobRef = z.object({ slug: z.string(), title: z.string() });

/** An applicant in the organization's pipeline, with the job applied for. */
export const applicantView = applicationView.extend({ job: jobRef });
export type ApplicantView = z.infer<typeof applicantView>;

/** The applicant in full; `profile` is their public profile as the organization may see it (null if unpublished). */
export const applicantDetailView = applicantView.extend({
  profile: individualPublicProfileView.nullable(),
  answers: z.array(
    z.object({ question_uid: z.string().nullable(), question: z.string(), answer: z.string() }),
  ),
  licenses: z.array(licenseMatchView),
  interviews: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      schedule_date: z.string(),
      mode: z.enum(INTERVIEW_MODES),
      timezone: z.string(),
    }),
  ),
});
export type ApplicantDetailView = z.infer<typeof applicantDetailView>;

export const applicantStatusView = z.object({ id: z.number(), status: z.enum(APPLICATION_STATUSES) });

/** An interview; `channel` names its video call. */
export const interviewView = z.object({
  id: z.number(),
  application_id: z.number(),
  status: z.string(),
  schedule_date: z.string(),
  timezone: z.string(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  org_joined_at: z.string().nullable(),
  candidate_joined_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  channel: z.string(),
});
export type InterviewView = z.infer<typeof interviewView>;

/** An interview in the organization's calendar, with the candidate and the job. */
export const orgInterviewView = interviewView.extend({
  candidate: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  job: jobRef,
});
export type OrgInterviewView = z.infer<typeof orgInterviewView>;

/** An interview in the candidate's list, with the job and the organization. */
export const myInterviewView = interviewView.extend({
  job: jobRef,
  organization: z.object({ slug: z.string(), company_name: z.string() }),
});
export type MyInterviewView = z.infer<typeof myInterviewView>;

export const jobInvitationSentView = z.object({ job_slug: z.string(), user_slug: z.string() });

/** A professional the organization invited to apply. */
export const inviteeView = z.object({
  id: z.number(),
  created_at: z.string(),
  job: jobRef,
  person: z.object({ slug: z.string(), first_name: z.string(), last_name: z.string() }),
});
export type InviteeView = z.infer<typeof inviteeView>;

/** An invitation to apply, as the invited professional sees it. */
export const myJobInvitationView = z.object({
  id: z.number(),
  message: z.string().nullable(),
  created_at: z.string(),
  job: z.object({ slug: z.string(), title: z.string(), status: z.enum(JOB_STATUSES) }),
  org: z.object({ slug: z.string(), company_name: z.string() }),
});
export type MyJobInvitationView = z.infer<typeof myJobInvitationView>;

export type JobInvitationSentView = z.infer<typeof jobInvitationSentView>;
export type ApplicationSentView = z.infer<typeof applicationSentView>;
export type ApplicantStatusView = z.infer<typeof applicantStatusView>;
