import type { Page, PaymentView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /billing-method/history: one page of payments. */
export const fetchBillingHistory = async (slug: string | null | undefined, page: number) =>
  (await get<Page<PaymentView>>(`/billing-method/history?page=${page}${slug ? `&slug=${slug}` : ''}`)).data;

export const billingHistoryQuery = (slug: string | null | undefined, page: number) =>
  queryOptions({ queryKey: billingKeys.history(slug, page), queryFn: () => fetchBillingHistory(slug, page) });
