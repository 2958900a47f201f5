import type { ApplicantStatusView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/job/change-status/{id}?status: moves an applicant along the pipeline. */
export const changeApplicantStatus = (v: { slug: string; id: number; status: string }) =>
  api<ApplicantStatusView>('POST', `/organization/${v.slug}/job/change-status/${v.id}?status=${v.status}`);
