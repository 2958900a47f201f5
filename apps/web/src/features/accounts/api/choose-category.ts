import type { AccountProfilesView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /individual/profiles: what describes a new individual best (spec §4). */
export const chooseCategory = (body: { category: string; specialty?: string }) =>
  post<AccountProfilesView>('/individual/profiles', body);
