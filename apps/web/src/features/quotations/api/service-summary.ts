import type { QuotationKind, ServiceView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

/**
 * GET service-post/{serviceSlug}/show (or service-request/…): the service a new quotation is about,
 * for the request screen's summary. Service pages link here with the slug beside the spec's query.
 */
export const serviceSummaryQuery = (serviceSlug: string, kind: QuotationKind) =>
  queryOptions({
    queryKey: ['quotations', 'service', kind, serviceSlug] as const,
    queryFn: async () =>
      (
        await get<ServiceView>(
          `/${kind === 'service' ? 'service-post' : 'service-request'}/${encodeURIComponent(serviceSlug)}/show`,
        )
      ).data,
  });
