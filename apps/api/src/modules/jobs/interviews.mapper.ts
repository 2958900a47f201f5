import type { ApplicantDetailView, InterviewView } from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import type { InterviewRow } from './interviews.repository';

export const toInterview = (r: InterviewRow): InterviewView => ({
  id: r.id,
  application_id: r.application_id,
  status: r.status,
  schedule_date: r.schedule_date.toISOString(),
  timezone: r.timezone,
  mode: r.mode,
  location: r.location,
  notes: r.notes,
  org_joined_at: iso(r.org_joined_at),
  candidate_joined_at: iso(r.candidate_joined_at),
  ended_at: iso(r.ended_at),
  // The video call's channel name (the candidate joins with it).
  channel: `interview-${r.id}`,
});

/** An interview as the applicant detail lists it. */
export const toInterviewSummary = (r: InterviewRow): ApplicantDetailView['interviews'][number] => ({
  id: r.id,
  status: r.status,
  schedule_date: r.schedule_date.toISOString(),
  mode: r.mode,
  timezone: r.timezone,
});
