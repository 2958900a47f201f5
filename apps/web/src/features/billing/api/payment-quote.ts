import type { JobPaymentQuoteView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /organization/{slug}/job/{job}/payment-quote: the split between tokens and card. */
export const fetchPaymentQuote = async (
  slug: string,
  job: string,
  kind: 'promote' | 'flat-fee',
  useTokens: boolean,
) =>
  (
    await get<JobPaymentQuoteView>(
      `/organization/${slug}/job/${job}/payment-quote?kind=${kind}&use_tokens=${useTokens}`,
    )
  ).data;

export const paymentQuoteQuery = (
  slug: string,
  job: string,
  kind: 'promote' | 'flat-fee',
  useTokens: boolean,
) =>
  queryOptions({
    queryKey: billingKeys.quote(slug, job, kind, useTokens),
    queryFn: () => fetchPaymentQuote(slug, job, kind, useTokens),
  });
