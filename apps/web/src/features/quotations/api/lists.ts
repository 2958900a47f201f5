import type {
  QuotationKind,
  QuotationListView,
  QuotationSection,
  QuotationTotalsView,
} from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { type QuotationSideRef, quotationsKeys } from './keys';

export const PER_PAGE = 20;

/**
 * GET quotations/{section}-messages/{type}/{id}/{kind}/{organization_id}: one page of a section, for
 * every service of the side (`id` 0).
 */
export const sectionQuery = (
  side: QuotationSideRef,
  kind: QuotationKind,
  section: QuotationSection,
  page: number,
) =>
  queryOptions({
    queryKey: quotationsKeys.list(side.key, kind, section, page),
    queryFn: async () =>
      (
        await get<QuotationListView>(
          `/quotations/${section}-messages/${side.type}/0/${kind}/${side.orgId}?page=${page}&perPage=${PER_PAGE}`,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** GET quotations/total-messages/{type}/{id}/{kind}: how many each section holds. */
export const totalsQuery = (side: QuotationSideRef, kind: QuotationKind) =>
  queryOptions({
    queryKey: quotationsKeys.totals(side.key, kind),
    queryFn: async () =>
      (
        await get<QuotationTotalsView>(
          `/quotations/total-messages/${side.type}/0/${kind}${side.orgId ? `?organization_id=${side.orgId}` : ''}`,
        )
      ).data,
  });
