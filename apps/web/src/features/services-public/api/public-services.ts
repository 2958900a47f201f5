import type { FeatureServicesView, ServiceKind } from '@hctl/contracts';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { servicesPublicKeys } from './keys';

/** GET feature-services filters as the page sends them (spec §5: empty ones are left out). */
export interface ServicesRequest {
  type: ServiceKind;
  category?: string;
  sub_category?: string;
  is_remote?: '1';
  location?: string;
  search?: string;
}

export const fetchPublicServices = async (filters: ServicesRequest, cursor: string | null) =>
  (await get<FeatureServicesView>(`/feature-services${queryString({ ...filters, cursor })}`)).data;

/**
 * GET feature-services: the first page brings the promoted services (`featured`) and the latest;
 * "Load more" follows `next_cursor` (keyset). The previous list stays on screen while a new filter
 * loads, so the page does not jump.
 */
export const publicServicesQuery = (filters: ServicesRequest) =>
  infiniteQueryOptions({
    queryKey: servicesPublicKeys.list(filters),
    queryFn: ({ pageParam }) => fetchPublicServices(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
