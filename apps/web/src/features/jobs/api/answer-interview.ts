import type { InterviewView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /individual/interviews/{id}/change-status: accept, decline, or ask for another time. */
export const answerInterview = (v: {
  id: number;
  body: { status: 'accepted' | 'rejected' | 'reschedule_requested'; schedule_date?: string };
}) => api<InterviewView>('POST', `/individual/interviews/${v.id}/change-status`, v.body);
