import type { ServiceKind, ServiceListQuery } from '@hctl/contracts';
import type { Owner } from './paths';

export const servicesKeys = {
  all: ['services'] as const,
  /** Every list and page of one owner (a change invalidates them together). */
  owner: (o: Owner) => ['services', o.role, o.slug] as const,
  lists: (o: Owner, kind: ServiceKind) => ['services', o.role, o.slug, 'list', kind] as const,
  list: (o: Owner, kind: ServiceKind, q: ServiceListQuery) =>
    ['services', o.role, o.slug, 'list', kind, q] as const,
  service: (o: Owner, kind: ServiceKind, serviceSlug: string) =>
    ['services', o.role, o.slug, 'show', kind, serviceSlug] as const,
  /** Promotion quotes: removed after a payment, so the counters start from 0 again (spec §4). */
  quotes: ['services', 'quote'] as const,
  quote: (o: Owner, kind: ServiceKind, serviceSlug: string, useTokens: boolean, budget: number | null) =>
    ['services', 'quote', o.role, o.slug, kind, serviceSlug, useTokens, budget] as const,
};
