import type { AccountUpdateBody, AccountView } from '@hctl/contracts';
import { put } from '../../../lib/api-client';

/** PUT /individual/accounts: the profile's own fields; saving publishes the profile. */
export const updateAccount = (body: AccountUpdateBody) => put<AccountView>('/individual/accounts', body);
