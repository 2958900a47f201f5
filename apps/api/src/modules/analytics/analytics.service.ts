import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MAX_HOURLY_DAYS,
  type AnalyticsFigureView,
  type AnalyticsKindName,
  type AnalyticsReportView,
  type AnalyticsSubjectView,
  type analyticsRangeQuery,
  type JobFunnelReportView,
  type ProfileViewsReportView,
} from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { invalid } from '../../lib/errors';
import type { OrganizationsService } from '../organizations/organizations.service';
import { ReportCache } from './analytics.cache';
import { toFunnelRow, toViewer } from './analytics.mapper';
import { analyticsRepository as repo } from './analytics.repository';

type RangeQuery = z.output<typeof analyticsRangeQuery>;

/** Whose analytics: an individual (`user:{id}`) or an organization (`org:{id}`). */
export interface AnalyticsOwner {
  key: `user:${number}` | `org:${number}`;
  userId?: number;
  orgId?: number;
}

/** A resolved range: inclusive UTC days, and the previous period of the same length. */
export interface AnalyticsRange {
  from: string;
  to: string;
  interval: 'day' | 'hour';
  previousFrom: string;
  previousTo: string;
}

type Subjects = 'services' | 'galleries' | 'jobs' | 'ads' | 'documents';

/** A ranking of an owner's subjects: which ones, the kinds counted for each, the kind they rank by. */
interface Ranking {
  subjects: Subjects;
  kinds: readonly AnalyticsKindName[];
  rank: AnalyticsKindName;
}

/** What each report counts, which subjects it lists, and by which kind they are ranked. */
const REPORTS = {
  overview: {
    kinds: [
      'profile_view',
      'service_view',
      'quote_request',
      'document_view',
      'referral',
      'ad_impression',
      'ad_click',
    ],
    subjects: 'services',
    rank: 'service_view',
  },
  profile: { kinds: ['profile_view'], subjects: null, rank: 'profile_view' },
  services: { kinds: ['service_view', 'quote_request'], subjects: 'services', rank: 'service_view' },
  galleries: { kinds: ['gallery_view', 'quote_request'], subjects: 'galleries', rank: 'gallery_view' },
  jobs: { kinds: ['job_view', 'application', 'interview'], subjects: 'jobs', rank: 'job_view' },
  ads: { kinds: ['ad_impression', 'ad_click'], subjects: 'ads', rank: 'ad_impression' },
  documents: { kinds: ['document_view'], subjects: 'documents', rank: 'document_view' },
} as const satisfies Record<
  string,
  {
    kinds: AnalyticsKindName[];
    subjects: Subjects | null;
    rank: AnalyticsKindName;
  }
>;
export type ReportName = keyof typeof REPORTS;

/** Subjects listed beside the figures (the job funnel lists up to 100 jobs). */
const TOP = 10;
/** Seconds a ranking of subjects is reused (see `top`). */
const TOP_TTL_S = 60;
const FUNNEL_JOBS = 100;
const DAY = 86_400_000;

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The analytics calls (spec "Recommendations/analytics"): they read the hourly and daily rollups
 * only, never the raw events, through prepared statements on (owner_key, kind, day).
 *
 * Other modules' dashboards read `summary(ownerKey, kinds, range)` through their ports (the
 * recommendations/dashboards module's small charts): figures only, no authorization of its own —
 * the caller has already decided whose analytics it shows.
 */
export class AnalyticsService {
  private readonly ranking = new Map<string, Promise<AnalyticsSubjectView[]>>();
  /** Whole answers per owner, report and range, until a rollup changes the owner's figures. */
  readonly reports: ReportCache;

  constructor(
    private deps: AppDeps,
    private ports: { organizations: Pick<OrganizationsService, 'authorize'> },
  ) {
    this.reports = new ReportCache(deps);
  }

  /** The caller's own analytics (slug-less calls). */
  own(auth: AuthContext): AnalyticsOwner {
    return { key: `user:${auth.userId}`, userId: auth.userId };
  }

  /**
   * `analytics/{slug}/…`: the caller's own individual slug, or an organization whose team the caller
   * is in with the analytics permission (outsiders 404, members without it 403).
   */
  async bySlug(auth: AuthContext, slug: string): Promise<AnalyticsOwner> {
    if (auth.role === 'individual' && auth.slug === slug) return this.own(auth);
    const { org } = await this.ports.organizations.authorize(slug, auth.userId, 'analytics');
    return this.ofOrg(org.id);
  }

  ofOrg(orgId: number): AnalyticsOwner {
    return { key: `org:${orgId}`, orgId };
  }

  /** `from`/`to` defaulted (the last 30 days up to today, UTC) and checked once both are known. */
  range(q: RangeQuery): AnalyticsRange {
    const today = isoDay(this.deps.clock.now().getTime());
    const to =
      q.to ??
      (q.from
        ? isoDay(Math.min(dayStart(q.from) + (ANALYTICS_DEFAULT_DAYS - 1) * DAY, dayStart(today)))
        : today);
    const from = q.from ?? isoDay(dayStart(to) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY);
    const days = (dayStart(to) - dayStart(from)) / DAY + 1;
    if (days < 1) throw invalid({ to: 'The end is before the start.' });
    if (days > ANALYTICS_MAX_DAYS) throw invalid({ from: `At most ${ANALYTICS_MAX_DAYS} days.` });
    if (q.interval === 'hour') {
      if (days > ANALYTICS_MAX_HOURLY_DAYS)
        throw invalid({ interval: `Hourly figures cover at most ${ANALYTICS_MAX_HOURLY_DAYS} days.` });
      // Hourly rollups are kept for the last week (pipeline.service.ts prunes older ones).
      if (dayStart(from) < dayStart(today) - ANALYTICS_MAX_HOURLY_DAYS * DAY)
        throw invalid({ interval: 'Hourly figures are kept for the last 7 days.' });
    }
    const previousTo = isoDay(dayStart(from) - DAY);
    return {
      from,
      to,
      interval: q.interval,
      previousFrom: isoDay(dayStart(previousTo) - (days - 1) * DAY),
      previousTo,
    };
  }

  /** Figures for `kinds` over the range: totals, the previous period's, and a zero-filled series. */
  async summary(ownerKey: string, kinds: readonly AnalyticsKindName[], range: AnalyticsRange) {
    const [daily, hourly] = await Promise.all([
      repo.byKind(this.deps.db, {
        owner: ownerKey,
        kinds: [...kinds],
        from: range.previousFrom,
        to: range.to,
      }),
      range.interval === 'hour'
        ? repo.byKindHourly(this.deps.db, {
            owner: ownerKey,
            kinds: [...kinds],
            from: new Date(dayStart(range.from)),
            until: new Date(dayStart(range.to) + DAY),
          })
        : Promise.resolve([]),
    ]);
    const slots = this.slots(range);
    const figures: AnalyticsFigureView[] = kinds.map((kind) => ({
      kind,
      total: 0,
      previous_total: 0,
      amount_cents: 0,
      previous_amount_cents: 0,
      series: slots.map((at) => ({ at, count: 0, amount_cents: 0 })),
    }));
    const index = new Map(slots.map((s, j) => [s, j]));
    const byKind = new Map(figures.map((f) => [f.kind, { f, index }]));
    for (const r of daily) {
      const x = byKind.get(r.kind);
      if (!x) continue;
      if (r.at < range.from) {
        x.f.previous_total += r.count;
        x.f.previous_amount_cents += r.amount_cents;
        continue;
      }
      x.f.total += r.count;
      x.f.amount_cents += r.amount_cents;
      const j = range.interval === 'day' ? x.index.get(r.at) : undefined;
      if (j !== undefined) {
        x.f.series[j].count += r.count;
        x.f.series[j].amount_cents += r.amount_cents;
      }
    }
    for (const r of hourly) {
      const x = byKind.get(r.kind);
      const j = x?.index.get(new Date(r.at).toISOString());
      if (x && j !== undefined) {
        x.f.series[j].count += r.count;
        x.f.series[j].amount_cents += r.amount_cents;
      }
    }
    return figures;
  }

  /** One of the calls' answers: the report's figures and its top subjects. */
  async report(owner: AnalyticsOwner, name: ReportName, q: RangeQuery): Promise<AnalyticsReportView> {
    const range = this.range(q);
    return this.reports.get(owner.key, `${name}|${this.rangeKey(range)}`, () =>
      this.computeReport(owner, name, range),
    );
  }

  private async computeReport(
    owner: AnalyticsOwner,
    name: ReportName,
    range: AnalyticsRange,
  ): Promise<AnalyticsReportView> {
    const def = REPORTS[name];
    const [figures, top] = await Promise.all([
      this.summary(owner.key, def.kinds, range),
      def.subjects ? this.top(owner, def, range, TOP) : Promise.resolve([]),
    ]);
    return { range: this.rangeView(range), figures, top };
  }

  /** total-profile-views: the figure plus the latest viewers, named only if their own profile is published. */
  async profileViews(owner: AnalyticsOwner, q: RangeQuery): Promise<ProfileViewsReportView> {
    const range = this.range(q);
    return this.reports.get(owner.key, `viewers|${this.rangeKey(range)}`, async () => {
      const [report, viewers] = await Promise.all([
        this.computeReport(owner, 'profile', range),
        repo.recentViewers(this.deps.db, owner.key),
      ]);
      return { ...report, viewers_total: viewers[0]?.total ?? 0, viewers: viewers.map(toViewer) };
    });
  }

  /** organization/{slug}/job/analytics: views → applications → interviews, per job and in total. */
  async jobFunnel(orgId: number, q: RangeQuery): Promise<JobFunnelReportView> {
    const range = this.range(q);
    const owner = this.ofOrg(orgId);
    return this.reports.get(owner.key, `funnel|${this.rangeKey(range)}`, () =>
      this.computeFunnel(owner, range),
    );
  }

  private async computeFunnel(owner: AnalyticsOwner, range: AnalyticsRange): Promise<JobFunnelReportView> {
    const def = REPORTS.jobs;
    const [figures, jobs] = await Promise.all([
      this.summary(owner.key, def.kinds, range),
      this.top(owner, def, range, FUNNEL_JOBS),
    ]);
    return {
      range: this.rangeView(range),
      figures,
      top: jobs.slice(0, TOP),
      jobs: jobs.map(toFunnelRow),
    };
  }

  /**
   * The owner's subjects with the most `rank` events in the range, named (gone or foreign ones
   * skipped). Summing every job's or ad's days is the one read that grows with the owner's size, so
   * a ranking is kept for a minute per owner, report and range (the figures beside it stay live).
   */
  private async top(
    owner: AnalyticsOwner,
    ranking: Ranking,
    range: AnalyticsRange,
    limit: number,
  ): Promise<AnalyticsSubjectView[]> {
    const key = `${this.deps.keyPrefix}analytics:top:${owner.key}:${ranking.subjects}:${range.from}:${range.to}:${limit}`;
    const cached = await this.deps.redis.get(key).catch(() => null);
    if (cached) return JSON.parse(cached) as AnalyticsSubjectView[];
    // One computation per key in this process: a burst of misses (a dashboard opened by a team at
    // once) waits for the first instead of each summing the same rows.
    let pending = this.ranking.get(key);
    if (!pending) {
      pending = this.rank(owner, ranking, range, limit)
        .then(async (top) => {
          await this.deps.redis.set(key, JSON.stringify(top), 'EX', TOP_TTL_S).catch(() => {});
          return top;
        })
        .finally(() => this.ranking.delete(key));
      this.ranking.set(key, pending);
    }
    return pending;
  }

  private async rank(
    owner: AnalyticsOwner,
    { subjects, kinds, rank }: Ranking,
    range: AnalyticsRange,
    limit: number,
  ): Promise<AnalyticsSubjectView[]> {
    const rows = await repo.bySubject(this.deps.db, {
      owner: owner.key,
      kinds: [...kinds],
      from: range.from,
      to: range.to,
    });
    const by = new Map<number, { counts: Partial<Record<AnalyticsKindName, number>>; amount: number }>();
    for (const r of rows) {
      const x = by.get(r.subject_id) ?? { counts: {}, amount: 0 };
      x.counts[r.kind] = (x.counts[r.kind] ?? 0) + r.count;
      x.amount += r.amount_cents;
      by.set(r.subject_id, x);
    }
    const names = await this.names(owner, subjects, [...by.keys()]);
    return [...by.entries()]
      .filter(([id]) => names.has(id))
      .sort(([a, x], [b, y]) => (y.counts[rank] ?? 0) - (x.counts[rank] ?? 0) || b - a)
      .slice(0, limit)
      .map(([id, x]) => ({
        id,
        slug: names.get(id)?.slug ?? null,
        title: names.get(id)?.title ?? '',
        counts: Object.fromEntries(kinds.map((k) => [k, x.counts[k] ?? 0])),
        amount_cents: x.amount,
      }));
  }

  private async names(
    owner: AnalyticsOwner,
    subjects: Subjects,
    ids: number[],
  ): Promise<Map<number, { slug: string | null; title: string }>> {
    if (!ids.length) return new Map();
    const db = this.deps.db;
    let rows: { id: number; slug: string | null; title: string }[] = [];
    if (subjects === 'jobs') rows = owner.orgId ? await repo.jobs(db, owner.orgId, ids) : [];
    else if (subjects === 'ads') rows = await repo.ads(db, owner, ids);
    else if (subjects === 'documents')
      rows = owner.userId
        ? (await repo.documents(db, owner.userId, ids)).map((r) => ({ ...r, slug: null }))
        : [];
    else
      rows = (await repo.services(db, owner, ids)).filter(
        (r) => (r.kind === 'gallery') === (subjects === 'galleries'),
      );
    return new Map(rows.map((r) => [r.id, { slug: r.slug, title: r.title }]));
  }

  /** Every point of the range: days (YYYY-MM-DD) or hours (ISO instants). */
  private slots(range: AnalyticsRange) {
    const out: string[] = [];
    const step = range.interval === 'day' ? DAY : 3_600_000;
    for (let t = dayStart(range.from); t < dayStart(range.to) + DAY; t += step)
      out.push(range.interval === 'day' ? isoDay(t) : new Date(t).toISOString());
    return out;
  }

  private rangeKey(r: AnalyticsRange) {
    return `${r.from}|${r.to}|${r.interval}`;
  }

  private rangeView(r: AnalyticsRange) {
    return {
      from: r.from,
      to: r.to,
      interval: r.interval,
      previous_from: r.previousFrom,
      previous_to: r.previousTo,
    };
  }
}
