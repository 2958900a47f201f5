import type { Params } from './runner';
import type { World } from './world';

/** Path parameters pointing at A's or organization O's resources unless a row says otherwise. */
export const defaultParams = (w: World): Params => ({
  slug: w.slug,
  jobSlug: w.ids.job.slug,
  uuid: w.ids.question,
  uid: w.ids.jobQuestion,
  token: w.ids.share,
  userId: w.A.id,
  channelName: `interview-${w.ids.interview}`,
  ref: w.slug,
  jobId: w.ids.application,
  plan: 'organization-premium',
  role: w.ids.roleAll,
  id: 1,
  hash: 'x',
});
