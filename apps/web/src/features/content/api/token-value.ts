import { queryOptions } from '@tanstack/react-query';
import { fetchBillingConfig } from '../../../components/billing/api/billing-config';
import { billingKeys } from '../../../components/billing/api/keys';

/** What one HCTL token pays (GET /billing/config, shared with the billing forms). */
export const tokenValueQuery = () =>
  queryOptions({
    queryKey: billingKeys.config,
    queryFn: fetchBillingConfig,
    select: (config) => config.token_value,
  });
