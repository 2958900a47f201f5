import type { JobSearchQuery, JobSearchResultView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { forbidden, invalid, unauthenticated } from '../../lib/errors';
import { memoCache } from '../../lib/memo-cache';
import type { RecommendationsService } from '../recommendations/recommendations.service';
import { decodeCursor } from './pg/cursor';
import { jobsSearchRepository } from './pg/jobs.repository';
import type { SearchBackend } from './search.backend';
import { type JobSearchFilters, jobFiltersOf, type ViewerLicense } from './search-jobs.filters';
import { type JobCardSource, markLicensed, toJobSearchResult } from './search-jobs.mapper';

export interface SearchJobsPorts {
  /** How recommendations decide "licensed for" (verified, unexpired, with a state); built after search. */
  licenses: () => Pick<RecommendationsService, 'licenses'>;
}

/** `GET search-job`: open jobs of live organizations by words (typos forgiven) and filters. */
export class JobSearchService {
  /**
   * Results that are the same for every viewer (all but the "licensed for" marks), kept under the
   * same key as the visitors' cache: a change to any job or organization, or the minute, makes a
   * new key. Signed-in people read them too and get their marks from one look-up of the page's ids.
   */
  private shared: ReturnType<typeof memoCache<JobSearchResultView>>;

  constructor(
    private deps: AppDeps,
    private backend: SearchBackend,
    private ports: SearchJobsPorts,
  ) {
    this.shared = memoCache(deps.config.SEARCH_CACHE_SECONDS * 1000, 1000);
  }

  private async licensesOf(auth: AuthContext | null): Promise<ViewerLicense[]> {
    if (auth?.role !== 'individual') return [];
    const l = await this.ports.licenses().licenses(auth.userId);
    return l.map((x) => ({ state: x.state, codes: x.codes }));
  }

  /**
   * What a visitor's cached search is kept under besides the query: the jobs' change counter (any
   * job or organization write moves it) and the minute (recency boost, "posted within", promotions
   * ending move with the clock, not with writes).
   */
  async visitorCacheKey(q: JobSearchQuery) {
    const version = await jobsSearchRepository.version(this.deps.pool);
    const minute = Math.floor(this.deps.clock.now().getTime() / 60_000);
    return `${version}|${minute}|${JSON.stringify(q)}`;
  }

  async search(auth: AuthContext | null, q: JobSearchQuery): Promise<JobSearchResultView> {
    if (q.cursor && !decodeCursor(q.cursor, q.sort))
      throw invalid({ cursor: 'This page link is out of date; search again.' });
    // "Licensed for me" is about a person's licenses: visitors are asked to sign in, other accounts refused.
    if (q.licensed_for_me && !auth) throw unauthenticated();
    if (q.licensed_for_me && auth?.role !== 'individual')
      throw forbidden('Only individuals hold licenses to search by.');
    // Read at each call (not kept), so an operator's 0 — or the bench's engine rows — skip the cache.
    const ttl = this.deps.config.SEARCH_CACHE_SECONDS * 1000;
    if (q.licensed_for_me || ttl <= 0) return this.run(auth, q, await this.licensesOf(auth));
    const [key, licenses] = await Promise.all([this.visitorCacheKey(q), this.licensesOf(auth)]);
    const page = await this.shared.get(key, () => this.run(null, q, []));
    const licensed = await jobsSearchRepository.licensedAmong(
      this.deps.pool,
      page.data.map((h) => h.id),
      licenses,
    );
    return licensed.size
      ? { ...page, data: page.data.map((h) => (licensed.has(h.id) ? markLicensed(h) : h)) }
      : page;
  }

  private async run(
    auth: AuthContext | null,
    q: JobSearchQuery,
    licenses: ViewerLicense[],
  ): Promise<JobSearchResultView> {
    const now = this.deps.clock.now();
    const filters = jobFiltersOf(q, now, licenses);
    const r = await this.backend.query<JobSearchFilters>({
      kind: 'jobs',
      text: q.q,
      filters,
      sort: q.sort,
      page: q.page,
      cursor: q.cursor ?? null,
      pageSize: q.pageSize,
      viewer: auth ? { userId: auth.userId, role: auth.role as 'individual' } : null,
    });
    const cards = r.hits.flatMap((h) => (h.source ? [h.source as unknown as JobCardSource] : []));
    return toJobSearchResult(r, cards, { page: q.page, pageSize: q.pageSize, sort: q.sort });
  }
}
