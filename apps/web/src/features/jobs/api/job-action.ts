import type { JobView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/job/{job}/archive | open | duplicate. */
export const jobAction = (v: { slug: string; jobSlug: string; action: 'archive' | 'open' | 'duplicate' }) =>
  api<JobView>(
    'POST',
    `/organization/${v.slug}/job/${v.jobSlug}/${v.action}`,
    v.action === 'duplicate' ? {} : undefined,
  );
