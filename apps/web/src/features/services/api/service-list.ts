import type { ServiceKind, ServiceListQuery, ServiceListView } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { queryParams } from '../../../lib/query-string';
import { servicesKeys } from './keys';
import { apiBase, type Owner } from './paths';

/** GET /{role}/{slug}/service-post | service-request | service-gallery: the owner's list, a page at a time. */
export const serviceListQuery = (o: Owner, kind: ServiceKind, q: ServiceListQuery) =>
  queryOptions({
    queryKey: servicesKeys.list(o, kind, q),
    queryFn: async () => (await get<ServiceListView>(`${apiBase(o, kind)}?${queryParams(q)}`)).data,
    placeholderData: keepPreviousData,
  });
