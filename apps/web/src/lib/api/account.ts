import type { AccountView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../api-client';
import { sharedKeys } from './keys';

/** GET /individual/accounts: the signed-in individual's account. */
export const fetchAccount = async () => (await get<AccountView>('/individual/accounts')).data;

export const accountQuery = () => queryOptions({ queryKey: sharedKeys.account, queryFn: fetchAccount });
