import type { ServicesRequest } from './public-services';

export const servicesPublicKeys = {
  all: ['services-public'] as const,
  list: (filters: ServicesRequest) => ['services-public', 'list', filters] as const,
  service: (slug: string, kind: string, viewer: string) =>
    ['services-public', 'service', slug, kind, viewer] as const,
};
