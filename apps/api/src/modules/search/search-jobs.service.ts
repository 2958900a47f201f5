import type { JobSearchQuery, JobSearchResultView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { forbidden, invalid, unauthenticated } from '../../lib/errors';
import type { RecommendationsService } from '../recommendations/recommendations.service';
import { decodeCursor } from './pg/cursor';
import { jobsSearchRepository } from './pg/jobs.repository';
import type { SearchBackend } from './search.backend';
import { type JobSearchFilters, jobFiltersOf, type ViewerLicense } from './search-jobs.filters';
import { type JobCardSource, toJobSearchResult } from './search-jobs.mapper';

export interface SearchJobsPorts {
  /** How recommendations decide "licensed for" (verified, unexpired, with a state); built after search. */
  licenses: () => Pick<RecommendationsService, 'licenses'>;
}

/** `GET search-job`: open jobs of live organizations by words (typos forgiven) and filters. */
export class JobSearchService {
  constructor(
    private deps: AppDeps,
    private backend: SearchBackend,
    private ports: SearchJobsPorts,
  ) {}

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
    const now = this.deps.clock.now();
    const filters = jobFiltersOf(q, now, await this.licensesOf(auth));
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
