import type { OrgAccountView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/account/publish: the profile goes public (again, with the changes). */
export const publishOrganization = (slug: string) =>
  api<OrgAccountView>('POST', `/organization/${slug}/account/publish`);
