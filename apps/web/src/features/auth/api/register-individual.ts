import type { AccountEmailView, IndividualRegisterBody } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /individual/register. */
export const registerIndividual = (body: IndividualRegisterBody) =>
  post<AccountEmailView>('/individual/register', body);
