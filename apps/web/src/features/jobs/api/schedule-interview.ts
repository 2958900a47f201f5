import type { InterviewView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/job/interviews/store. */
export const scheduleInterview = (v: {
  slug: string;
  application_id: number;
  schedule_date: string;
  timezone: string;
  mode: string | null;
}) =>
  api<InterviewView>('POST', `/organization/${v.slug}/job/interviews/store`, {
    application_id: v.application_id,
    schedule_date: v.schedule_date,
    timezone: v.timezone,
    mode: v.mode,
  });
