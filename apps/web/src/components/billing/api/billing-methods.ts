import type { BillingMethodView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { billingKeys } from './keys';
import { ownerQuery } from './owner';

/** GET /billing-method[?slug]: the saved cards, primary first. */
export const fetchBillingMethods = async (slug?: string | null) =>
  (await get<BillingMethodView[]>(`/billing-method${ownerQuery(slug)}`)).data;

export const billingMethodsQuery = (slug?: string | null) =>
  queryOptions({ queryKey: billingKeys.methods(slug), queryFn: () => fetchBillingMethods(slug) });
