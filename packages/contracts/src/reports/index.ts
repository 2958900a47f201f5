import { z } from 'zod';
import { pageNumber, paginated } from '../common/envelope';
import { COMPLETION_STATES } from '../quotations/transitions';

/**
 * Admin reports (spec §7 Admin: `GET admin/report/{report}`), one table per report. The spelling
 * `advertisment` is the spec's. `flexlink` lists quotation offers accepted as flexlink offers (spec
 * §4: "accepted as flexlink offer": the buyer's organization pays later through a payment link);
 * `budget` is the money side of the marketplace: every payment (ad budgets, promotions, plans,
 * offers, token top-ups), while `advertisment` carries each ad's own budget and spend.
 */
export const REPORT_KINDS = [
  'user',
  'group-community',
  'organization',
  'jobs',
  'service-gallery',
  'flexlink',
  'advertisment',
  'budget',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** How a column is shown: `money` is integer cents in JSON and dollars in a file; `date` an ISO instant. */
export type ReportColumnType = 'text' | 'int' | 'money' | 'date' | 'bool';
export interface ReportColumn {
  key: string;
  label: string;
  type: ReportColumnType;
}

const col = (key: string, label: string, type: ReportColumnType = 'text'): ReportColumn => ({
  key,
  label,
  type,
});

/** The columns of each report, in order: the page's table, the file's header and the row view. */
export const REPORT_COLUMNS = {
  user: [
    col('id', 'ID', 'int'),
    col('name', 'Name'),
    col('email', 'E-mail'),
    col('role', 'Account type'),
    col('category', 'Category'),
    col('city', 'City'),
    col('state', 'State'),
    col('is_active', 'Active', 'bool'),
    col('email_verified', 'E-mail verified', 'bool'),
    col('created_at', 'Signed up', 'date'),
  ],
  'group-community': [
    col('id', 'ID', 'int'),
    col('name', 'Name'),
    col('slug', 'Slug'),
    col('privacy', 'Privacy'),
    col('category', 'Category'),
    col('location', 'Location'),
    col('member_count', 'Members', 'int'),
    col('post_count', 'Posts', 'int'),
    col('owner', 'Owner'),
    col('created_at', 'Created', 'date'),
  ],
  organization: [
    col('id', 'ID', 'int'),
    col('company_name', 'Organization'),
    col('slug', 'Slug'),
    col('approval_status', 'Approval'),
    col('status', 'Status'),
    col('industry_type', 'Industry'),
    col('city', 'City'),
    col('state', 'State'),
    col('owner_email', 'Owner e-mail'),
    col('created_at', 'Registered', 'date'),
  ],
  jobs: [
    col('id', 'ID', 'int'),
    col('title', 'Title'),
    col('organization', 'Organization'),
    col('category', 'Category'),
    col('specialty', 'Specialty'),
    col('employment_type', 'Employment type'),
    col('city', 'City'),
    col('state', 'State'),
    col('status', 'Status'),
    col('created_at', 'Created', 'date'),
  ],
  'service-gallery': [
    col('id', 'ID', 'int'),
    col('title', 'Title'),
    col('owner', 'Owner'),
    col('category', 'Category'),
    col('location', 'Location'),
    col('status', 'Status'),
    col('is_promoted', 'Promoted', 'bool'),
    col('promotion_budget', 'Promotion budget', 'money'),
    col('views', 'Views', 'int'),
    col('created_at', 'Created', 'date'),
  ],
  flexlink: [
    col('id', 'Offer ID', 'int'),
    col('quotation_id', 'Quotation ID', 'int'),
    col('service', 'Service'),
    col('buyer', 'Buyer'),
    col('provider', 'Provider'),
    col('amount', 'Amount', 'money'),
    col('delivery_date', 'Delivery date'),
    col('completion', 'Completion'),
    col('accepted_at', 'Accepted', 'date'),
    col('created_at', 'Offered', 'date'),
  ],
  advertisment: [
    col('id', 'ID', 'int'),
    col('title', 'Title'),
    col('owner', 'Owner'),
    col('placement', 'Placement'),
    col('status', 'Status'),
    col('review_status', 'Review'),
    col('budget', 'Budget', 'money'),
    col('spent', 'Spent', 'money'),
    col('impressions', 'Impressions', 'int'),
    col('clicks', 'Clicks', 'int'),
    col('created_at', 'Created', 'date'),
  ],
  budget: [
    col('id', 'Payment ID', 'int'),
    col('payer', 'Payer'),
    col('payer_email', 'Payer e-mail'),
    col('purpose', 'Purpose'),
    col('description', 'Description'),
    col('amount', 'Amount', 'money'),
    col('currency', 'Currency'),
    col('status', 'Status'),
    col('gateway', 'Gateway'),
    col('created_at', 'Paid', 'date'),
  ],
} as const satisfies Record<ReportKind, readonly ReportColumn[]>;

/** The `status` filter of each report (what an operator narrows a table by). */
export const REPORT_STATUSES = {
  user: ['active', 'inactive', 'unverified'],
  'group-community': ['public', 'private', 'deleted'],
  organization: ['pending', 'approved', 'rejected', 'deactive', 'archived'],
  jobs: ['draft', 'published', 'archived', 'closed'],
  'service-gallery': ['active', 'archived', 'draft', 'promoted'],
  // Every completion state, disputes decided by an admin (released, refunded) included.
  flexlink: COMPLETION_STATES,
  advertisment: ['draft', 'created', 'promoted', 'pending', 'approved', 'rejected', 'deleted'],
  budget: ['pending', 'succeeded', 'failed', 'refunded'],
} as const satisfies Record<ReportKind, readonly [string, ...string[]]>;

export const REPORT_PAGE_SIZE = { default: 5, max: 100 } as const;
/** The trend of a report with no date range: the last 12 weeks. */
export const REPORT_DEFAULT_WEEKS = 12;
/** At most about two years of weekly points. */
export const REPORT_MAX_DAYS = 732;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
const validDay = day.refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Not a real date.');

/** Filters common to every report: a creation date range (UTC days), a search, a status, paging, export. */
export const reportQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z
    .object({
      from: validDay.optional(),
      to: validDay.optional(),
      search: z.string().trim().max(100, 'At most 100 characters.').optional(),
      status: z.enum(statuses).optional(),
      page: pageNumber,
      pageSize: z.coerce.number().int().min(1).max(REPORT_PAGE_SIZE.max).default(REPORT_PAGE_SIZE.default),
      export: z.enum(['excel', 'csv'], { message: 'Export as excel or csv.' }).optional(),
    })
    .superRefine((q, ctx) => {
      if (!q.from || !q.to) return;
      const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
      if (days < 0)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start.' });
      else if (days > REPORT_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${REPORT_MAX_DAYS} days.` });
    });
export type ReportQuery = z.infer<ReturnType<typeof reportQuery>>;
/** The filters an export was made with (stored on the export, replayed by the job). */
export type ReportFilters = Pick<ReportQuery, 'from' | 'to' | 'search' | 'status'>;

const cellOf = (type: ReportColumnType) =>
  type === 'text' || type === 'date'
    ? z.string().nullable()
    : type === 'bool'
      ? z.boolean()
      : z.number().int().nullable();

/** A row of a report: one field per column (money in cents, dates ISO). */
export const reportRowView = (columns: readonly ReportColumn[]) =>
  z.object(Object.fromEntries(columns.map((c) => [c.key, cellOf(c.type)])));

export const reportColumnView = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'int', 'money', 'date', 'bool']),
});

/** One week of the trend: rows created that week (payments: also the amount received). */
export const reportTrendPointView = z.object({
  week: z.string().describe('Monday of the week, YYYY-MM-DD'),
  count: z.number().int(),
  amount_cents: z.number().int().nullable(),
});

export const reportView = (columns: readonly ReportColumn[]) =>
  z.object({
    report: z.enum(REPORT_KINDS),
    columns: z.array(reportColumnView),
    rows: paginated(reportRowView(columns)),
    trend: z.object({ from: z.string(), to: z.string(), points: z.array(reportTrendPointView) }),
  });

export const REPORT_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportExportStatus = (typeof REPORT_EXPORT_STATUSES)[number];

/** An export: `progress` in percent; `download_url` is a signed link valid for a day once done. */
export const reportExportView = z.object({
  id: z.string().uuid(),
  report: z.enum(REPORT_KINDS),
  format: z.enum(['excel', 'csv']),
  status: z.enum(REPORT_EXPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  rows_total: z.number().int().nullable(),
  rows_written: z.number().int(),
  file_name: z.string(),
  download_url: z.string().nullable(),
  error: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReportExportView = z.infer<typeof reportExportView>;

export const reportExportParams = z.object({ id: z.string().uuid('Not an export id.') });
/** The signed link's query: an expiry (Unix seconds) and the signature over export and expiry. */
export const reportDownloadQuery = z.object({
  expires: z.string().max(20).optional(),
  sig: z.string().max(128).optional(),
});
