import type { REPORT_STATUSES, ReportKind } from '@hctl/contracts';

/**
 * Each report's name in the picker and what its trend counts. Lists here are typed against the
 * contracts (a missing or unknown key fails the typecheck) rather than imported as values, so the
 * admin pages do not pull the contracts' zod schemas into their chunks.
 */
export const REPORT_LABELS: Record<ReportKind, { title: string; noun: string }> = {
  user: { title: 'Users', noun: 'Sign-ups' },
  'group-community': { title: 'Groups', noun: 'Groups created' },
  organization: { title: 'Organizations', noun: 'Registrations' },
  jobs: { title: 'Jobs', noun: 'Jobs posted' },
  'service-gallery': { title: 'Service galleries', noun: 'Galleries' },
  flexlink: { title: 'Flexlink offers', noun: 'Offers' },
  advertisment: { title: 'Advertisements', noun: 'Ads' },
  budget: { title: 'Payments (budget)', noun: 'Payments' },
};
export const REPORT_KIND_LIST = Object.keys(REPORT_LABELS) as ReportKind[];

type StatusOf<K extends ReportKind> = (typeof REPORT_STATUSES)[K][number];
const STATUSES: { [K in ReportKind]: Record<StatusOf<K>, true> } = {
  user: { active: true, inactive: true, unverified: true },
  'group-community': { public: true, private: true, deleted: true },
  organization: { pending: true, approved: true, rejected: true, deactive: true, archived: true },
  jobs: { draft: true, published: true, archived: true, closed: true },
  'service-gallery': { active: true, archived: true, draft: true, promoted: true },
  flexlink: {
    none: true,
    marked_completed: true,
    accepted: true,
    rejected: true,
    auto_accepted: true,
    disputed: true,
    released: true,
    refunded: true,
  },
  advertisment: {
    draft: true,
    created: true,
    promoted: true,
    pending: true,
    approved: true,
    rejected: true,
    deleted: true,
  },
  budget: { pending: true, succeeded: true, failed: true, refunded: true },
};

const words = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replaceAll('_', ' ');

/** The status filter's options of each report. */
export const REPORT_STATUS_OPTIONS = Object.fromEntries(
  REPORT_KIND_LIST.map((k) => [k, Object.keys(STATUSES[k]).map((v) => ({ value: v, label: words(v) }))]),
) as Record<ReportKind, { value: string; label: string }[]>;
