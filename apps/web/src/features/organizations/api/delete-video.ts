import type { OrgVideoView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** DELETE /organization/{slug}/video/delete. */
export const deleteVideo = (slug: string) =>
  api<OrgVideoView>('DELETE', `/organization/${slug}/video/delete`);
