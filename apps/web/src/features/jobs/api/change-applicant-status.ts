import type { applicantStatusView } from '@hctl/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/job/change-status/{id}?status: moves an applicant along the pipeline. */
export const changeApplicantStatus = (v: { slug: string; id: number; status: string }) =>
  api<z.infer<typeof applicantStatusView>>(
    'POST',
    `/organization/${v.slug}/job/change-status/${v.id}?status=${v.status}`,
  );
