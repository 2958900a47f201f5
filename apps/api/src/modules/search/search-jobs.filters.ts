import type { JobSearchQuery } from '@hctl/contracts';

/** A license the viewer holds (verified, unexpired): the codes a job may list it under, in its state. */
export interface ViewerLicense {
  state: string;
  codes: string[];
}

/**
 * The job search's filters as every backend receives them: pay in cents per hour, "posted within"
 * as a date, "licensed for me" resolved to the viewer's licenses (an empty list matches nothing).
 */
export interface JobSearchFilters {
  category?: string;
  specialty?: string;
  city?: string;
  state?: string;
  remote?: boolean;
  payMinCents?: number;
  payMaxCents?: number;
  shift?: string;
  jobType?: string;
  benefits: string[];
  postedSince?: Date;
  licensedFor?: ViewerLicense[];
  /** The viewer's licenses, to mark the hits they are licensed for (not a filter). */
  viewerLicenses: ViewerLicense[];
}

const WITHIN_HOURS = { '24h': 24, '3d': 72, '7d': 168, '14d': 336, '30d': 720 } as const;

export function jobFiltersOf(q: JobSearchQuery, now: Date, licenses: ViewerLicense[]): JobSearchFilters {
  return {
    category: q.category,
    specialty: q.specialty,
    city: q.city,
    state: q.state,
    remote: q.remote,
    payMinCents: q.pay_min === undefined ? undefined : Math.round(q.pay_min * 100),
    payMaxCents: q.pay_max === undefined ? undefined : Math.round(q.pay_max * 100),
    shift: q.shift,
    jobType: q.job_type,
    benefits: q.benefits,
    postedSince: q.posted_within
      ? new Date(now.getTime() - WITHIN_HOURS[q.posted_within] * 3_600_000)
      : undefined,
    licensedFor: q.licensed_for_me ? licenses : undefined,
    viewerLicenses: licenses,
  };
}

/** Whether any filter narrows the search (the plan then counts on the filters, not only the words). */
export const hasJobFilters = (f: JobSearchFilters) =>
  Boolean(
    f.category ||
      f.specialty ||
      f.city ||
      f.state ||
      f.remote !== undefined ||
      f.payMinCents !== undefined ||
      f.payMaxCents !== undefined ||
      f.shift ||
      f.jobType ||
      f.benefits.length ||
      f.postedSince ||
      f.licensedFor,
  );
