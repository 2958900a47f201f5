import type { MyApplicationView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /individual/job/application/{id}/withdraw (not in the spec): the candidate takes an application back. */
export const withdrawApplication = (v: { id: number }) =>
  api<MyApplicationView>('POST', `/individual/job/application/${v.id}/withdraw`);
