import type { InterviewView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** PUT /organization/{slug}/job/interviews/{id}/change-status: reschedule, confirm or cancel. */
export const changeInterviewStatus = (v: {
  slug: string;
  id: number;
  body: { status: string; schedule_date?: string };
}) => api<InterviewView>('PUT', `/organization/${v.slug}/job/interviews/${v.id}/change-status`, v.body);
