import type { FeatureServicesView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** GET /feature-services?perPage=1: the promoted services (the home page shows only `featured`). */
export const featuredServicesQuery = () =>
  queryOptions({
    queryKey: contentKeys.featuredServices,
    queryFn: async () => (await get<FeatureServicesView>('/feature-services?perPage=1')).data.featured,
  });
