import { A_ONLY } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

/** A fresh application of A (on a new job of O, with A's saved resume), for a call that changes it. */
const applicationOfA = async (w: World) => {
  const job = await w.make.job();
  const sent = await w.upload(
    `/organization/${w.slug}/job/apply/`,
    'individualA',
    {
      job_id: String(job.id),
      first_name: 'Ann',
      last_name: 'Matrix',
      email: w.A.email,
      resume_id: String(w.ids.resume),
    },
    undefined,
  );
  return sent.id as number;
};

/** Rows of the candidate's own application calls that are not in the spec, spread into TABLE. */
export const JOBS_APPLICATIONS_ROWS: Record<string, Row> = {
  // Only the applicant withdraws; everyone else (the organization's team included) is told it does not exist.
  'POST /api/v1/individual/job/application/:id/withdraw': {
    expect: A_ONLY,
    call: async (w) => ({ params: { id: await applicationOfA(w) } }),
  },
};
