import type { OrgAccountView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** PUT /organization/{slug}/status: activate or deactivate the organization. */
export const setOrganizationStatus = (v: { slug: string; status: 'active' | 'deactive' }) =>
  api<OrgAccountView>('PUT', `/organization/${v.slug}/status`, { status: v.status });
