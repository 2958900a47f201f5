import type { ServiceKind, ServiceListQuery, ServiceListView } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { servicesKeys } from './keys';
import { apiBase, type Owner } from './paths';

/** Spec §5: empty filter values are stripped from the query. */
export const listSearch = (q: ServiceListQuery) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** GET /{role}/{slug}/service-post | service-request | service-gallery: the owner's list, a page at a time. */
export const serviceListQuery = (o: Owner, kind: ServiceKind, q: ServiceListQuery) =>
  queryOptions({
    queryKey: servicesKeys.list(o, kind, q),
    queryFn: async () => (await get<ServiceListView>(`${apiBase(o, kind)}?${listSearch(q)}`)).data,
    placeholderData: keepPreviousData,
  });
