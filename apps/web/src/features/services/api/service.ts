import type { ServiceKind, ServiceView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { servicesKeys } from './keys';
import { apiBase, type Owner } from './paths';

/** GET /{role}/{slug}/service-post/{serviceSlug}/show: one of the owner's services, as its editor sees it. */
export const fetchService = async (o: Owner, kind: ServiceKind, serviceSlug: string) =>
  (await get<ServiceView>(`${apiBase(o, kind)}/${encodeURIComponent(serviceSlug)}/show`)).data;

export const serviceQuery = (o: Owner, kind: ServiceKind, serviceSlug: string) =>
  queryOptions({
    queryKey: servicesKeys.service(o, kind, serviceSlug),
    queryFn: () => fetchService(o, kind, serviceSlug),
  });
