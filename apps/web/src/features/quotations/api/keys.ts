import type { QuotationKind, QuotationSection } from '@hctl/contracts';

/**
 * The side an inbox lists as (spec: `{type}` and `{organization_id}` of the section routes): the
 * signed-in person, or an organization they act for. `key` tells inboxes apart in the cache.
 */
export interface QuotationSideRef {
  type: 'individual' | 'organization';
  /** 0 for a person. */
  orgId: number;
  /** The person's or the organization's slug (the screen's URL). */
  slug: string;
  key: string;
}

export const quotationsKeys = {
  all: ['quotations'] as const,
  /** Every list and count of one inbox. */
  side: (side: string) => ['quotations', 'side', side] as const,
  totals: (side: string, kind: QuotationKind) => ['quotations', 'side', side, 'totals', kind] as const,
  list: (side: string, kind: QuotationKind, section: QuotationSection, page: number) =>
    ['quotations', 'side', side, 'list', kind, section, page] as const,
  thread: (id: number) => ['quotations', 'thread', id] as const,
};
