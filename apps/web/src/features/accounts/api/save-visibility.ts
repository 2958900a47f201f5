import type { VisibilitySettings } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /individual/visibility. */
export const saveVisibility = (body: Record<string, boolean>) =>
  post<VisibilitySettings>('/individual/visibility', body);
