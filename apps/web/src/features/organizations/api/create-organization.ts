import type { OrganizationSummary } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/create: a new organization owned by the signed-in person. */
export const createOrganization = (body: { company_name: string; industry_type?: string }) =>
  api<OrganizationSummary>('POST', '/organization/create', body);
