import type { BillingConfigView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /billing/config: which card gateway the forms use, and what a token is worth. */
export const fetchBillingConfig = async () => (await get<BillingConfigView>('/billing/config')).data;

export const billingConfigQuery = () =>
  queryOptions({
    queryKey: billingKeys.config,
    queryFn: fetchBillingConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
