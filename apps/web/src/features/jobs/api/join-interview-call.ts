import type { CallView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /job/interviews/{id}/call: join the interview's call (the first to join rings the other side). */
export const joinInterviewCall = (interviewId: number) =>
  post<CallView>(`/job/interviews/${interviewId}/call`, {});
