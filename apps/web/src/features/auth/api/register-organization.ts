import type { AccountEmailView, OrganizationRegisterBody } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /organization/register: the owner's account and the organization. */
export const registerOrganization = (body: OrganizationRegisterBody) =>
  post<AccountEmailView>('/organization/register', body);
