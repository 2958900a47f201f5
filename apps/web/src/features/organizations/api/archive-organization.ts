import type { OrganizationSummary } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** PUT /organization/{id}/archive: archives an active organization, restores an archived one. */
export const archiveOrganization = (ref: string | number) =>
  api<OrganizationSummary>('PUT', `/organization/${ref}/archive`, {});
