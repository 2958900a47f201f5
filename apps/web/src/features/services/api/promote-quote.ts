import type { PaymentQuote, ServiceKind } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { servicesKeys } from './keys';
import { apiBase, type Owner } from './paths';

/** GET …/promote/quote?slug=&use_tokens=[&budget=]: the price and its split between tokens and card. */
export const promoteQuoteQuery = (
  o: Owner,
  kind: ServiceKind,
  serviceSlug: string,
  useTokens: boolean,
  budget: number | null = null,
) =>
  queryOptions({
    queryKey: servicesKeys.quote(o, kind, serviceSlug, useTokens, budget),
    queryFn: async () =>
      (
        await get<PaymentQuote>(
          `${apiBase(o, kind)}/promote/quote?slug=${encodeURIComponent(serviceSlug)}&use_tokens=${useTokens}${
            budget != null ? `&budget=${budget}` : ''
          }`,
        )
      ).data,
  });
