import type { Page, PayoutView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /{role}/{slug}/payout-history. */
export const fetchPayoutHistory = async (role: 'individual' | 'organization', slug: string, page: number) =>
  (await get<Page<PayoutView>>(`/${role}/${slug}/payout-history?page=${page}`)).data;

export const payoutHistoryQuery = (role: 'individual' | 'organization', slug: string, page: number) =>
  queryOptions({
    queryKey: billingKeys.payouts(role, slug, page),
    queryFn: () => fetchPayoutHistory(role, slug, page),
  });
