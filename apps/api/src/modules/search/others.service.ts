import {
  GROUP_FACETS,
  type GroupSearchQuery,
  type JobSearchHitView,
  jobSearchQuery,
  ORGANIZATION_FACETS,
  type OrganizationSearchQuery,
  PROFILE_FACETS,
  type ProfileSearchQuery,
  type SavedSearchView,
  SEARCH_ALL_PER_KIND,
  SERVICE_FACETS,
  type SearchAllItemView,
  type SearchAllQuery,
  type SearchAllView,
  type SearchTab,
  type ServiceSearchHitView,
  type ServiceSearchQuery,
  type UserPickView,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { usersSearchRepository } from './pg/users.repository';
import type { SearchBackend, SearchKind, SearchResult, SearchViewer } from './search.backend';
import type { JobSearchService } from './search-jobs.service';
import { resultSummary } from './search-results.mapper';

type Paged = { q: string; sort: 'relevance' | 'newest'; page: number; pageSize: number };

/** Picker answers: a short list, as a mention or invite box shows. */
export const USER_PICK_LIMIT = 10;

const viewerOf = (auth: AuthContext | null): SearchViewer =>
  auth ? { userId: auth.userId, role: auth.role as NonNullable<SearchViewer>['role'] } : null;

function resultOf<V, K extends readonly string[]>(r: SearchResult, q: Paged, keys: K) {
  return {
    data: r.hits.flatMap((h) => (h.source ? [h.source as V] : [])),
    ...resultSummary(r, keys),
    current_page: q.page,
    per_page: q.pageSize,
    sort: q.sort,
  };
}

/** The tab of each kind beside jobs, and the search kind answering it. */
const TAB_KIND = {
  services: 'services',
  service_requests: 'service_requests',
  service_galleries: 'galleries',
  profiles: 'profiles',
  organizations: 'organizations',
  groups: 'groups',
} as const satisfies Partial<Record<SearchTab, SearchKind>>;
type OtherTab = keyof typeof TAB_KIND;
const OTHER_TABS = Object.keys(TAB_KIND) as OtherTab[];
/** One search of every kind: the job search's page, and each other tab's result. */
type EveryKind = { jobs: Awaited<ReturnType<JobSearchService['search']>> } & Record<OtherTab, SearchResult>;

/**
 * Search over services, requests, galleries, people, organizations and groups, the people picker,
 * and the search page's state (`GET search`), which adds jobs through the job search and the
 * caller's saved searches. What may be seen is decided in each provider's SQL from the viewer.
 */
export class OtherSearchService {
  constructor(
    private deps: AppDeps,
    private backend: SearchBackend,
    private ports: {
      jobs: Pick<JobSearchService, 'search'>;
      /** The caller's saved searches for the page's `searches` (read lazily: built beside this service). */
      saved: () => { peek(auth: AuthContext): Promise<{ searches: SavedSearchView[] }> } | null;
    },
  ) {}

  private query(kind: SearchKind, auth: AuthContext | null, q: Paged, filters: object, withFacets = true) {
    return this.backend.query({
      kind,
      text: q.q,
      filters,
      sort: q.sort,
      page: q.page,
      cursor: null,
      pageSize: q.pageSize,
      viewer: viewerOf(auth),
      withFacets,
    });
  }

  async services(
    kind: 'services' | 'service_requests' | 'galleries',
    auth: AuthContext | null,
    q: ServiceSearchQuery,
  ) {
    const r = await this.query(kind, auth, q, { category: q.category, remote: q.remote });
    return resultOf<ServiceSearchHitView, typeof SERVICE_FACETS>(r, q, SERVICE_FACETS);
  }

  async profiles(auth: AuthContext | null, q: ProfileSearchQuery) {
    const r = await this.query('profiles', auth, q, { specialty: q.specialty, city: q.city, state: q.state });
    return resultOf<never, typeof PROFILE_FACETS>(r, q, PROFILE_FACETS);
  }

  async organizations(auth: AuthContext | null, q: OrganizationSearchQuery) {
    const r = await this.query('organizations', auth, q, {
      industry: q.industry,
      city: q.city,
      state: q.state,
    });
    return resultOf<never, typeof ORGANIZATION_FACETS>(r, q, ORGANIZATION_FACETS);
  }

  async groups(auth: AuthContext | null, q: GroupSearchQuery) {
    const r = await this.query('groups', auth, q, { category: q.category });
    return resultOf<never, typeof GROUP_FACETS>(r, q, GROUP_FACETS);
  }

  /** `search-users?title=`: people whose name starts with the text, for pickers (signed-in callers). */
  async users(auth: AuthContext, title: string): Promise<UserPickView[]> {
    const rows = await usersSearchRepository.pick(this.deps.db, title, auth.userId, USER_PICK_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      avatar: r.profile_image,
      headline: r.occupation ?? r.specialty,
    }));
  }

  /**
   * Every kind's page for `text` (jobs through the job search), at once. With `earlier`, a kind that
   * already read its words as `text` (its correction) keeps its page, and only the others search.
   */
  private async everyKind(
    auth: AuthContext | null,
    text: string,
    pageOf: (tab: SearchTab) => Paged,
    earlier?: EveryKind,
  ): Promise<EveryKind> {
    const kept = (correctedTo: string | null) => correctedTo === text;
    const jobsPage = pageOf('jobs');
    const [jobs, ...others] = await Promise.all([
      earlier && kept(earlier.jobs.did_you_mean)
        ? earlier.jobs
        : this.ports.jobs.search(
            auth,
            jobSearchQuery.parse({ q: text, page: jobsPage.page, pageSize: jobsPage.pageSize }),
          ),
      ...OTHER_TABS.map((tab) =>
        earlier && kept(earlier[tab].didYouMean)
          ? earlier[tab]
          : this.query(TAB_KIND[tab], auth, { ...pageOf(tab), q: text }, {}, false),
      ),
    ]);
    return {
      jobs,
      ...(Object.fromEntries(OTHER_TABS.map((t, i) => [t, others[i]])) as Record<OtherTab, SearchResult>),
    };
  }

  /**
   * `GET search`: on `all`, the top hits of every kind (and a mixed list of them); on a kind's tab,
   * that kind paged. Every kind is counted either way (the tabs show the counts), without facets.
   */
  async all(auth: AuthContext | null, q: SearchAllQuery): Promise<SearchAllView> {
    const onAll = q.type === 'all';
    const pageOf = (tab: SearchTab): Paged =>
      q.type === tab
        ? { q: q.q, sort: 'relevance', page: q.page, pageSize: q.pageSize }
        : { q: q.q, sort: 'relevance', page: 1, pageSize: onAll ? SEARCH_ALL_PER_KIND : 1 };
    const shown = (tab: SearchTab) => onAll || q.type === tab;
    const [first, userList, saved] = await Promise.all([
      this.everyKind(auth, q.q, pageOf),
      auth && q.q ? this.users(auth, q.q.slice(0, 80)) : Promise.resolve([]),
      auth?.role === 'individual' ? (this.ports.saved()?.peek(auth) ?? null) : null,
    ]);
    const own = (tab: Exclude<SearchTab, 'all'>) =>
      tab === 'jobs' ? first.jobs.did_you_mean : first[tab].didYouMean;
    const didYouMean =
      q.type === 'all'
        ? (first.jobs.did_you_mean ?? OTHER_TABS.map(own).find((d) => d) ?? null)
        : own(q.type);
    // Each kind corrects against its own word list, so a typo may be fixed for one kind and not for
    // another ("nurce": jobs find "nurse", a kind without a word that near finds nothing). The page
    // says it shows results for one text: every kind that read the words otherwise is searched
    // again for that text, so the counts and the lists agree with "Showing results for …".
    const found = didYouMean ? await this.everyKind(auth, didYouMean, pageOf, first) : first;
    const { jobs, services, service_requests: requests, service_galleries: galleries } = found;
    const { profiles, organizations, groups } = found;
    const hitsOf = <V>(tab: SearchTab, r: SearchResult) =>
      shown(tab) ? r.hits.flatMap((h) => (h.source ? [h.source as V] : [])) : [];
    const view = {
      jobs: shown('jobs') ? jobs.data : [],
      services: hitsOf<ServiceSearchHitView>('services', services),
      service_requests: hitsOf<ServiceSearchHitView>('service_requests', requests),
      service_galleries: hitsOf<ServiceSearchHitView>('service_galleries', galleries),
      profiles: hitsOf<SearchAllView['profiles'][number]>('profiles', profiles),
      organizations: hitsOf<SearchAllView['organizations'][number]>('organizations', organizations),
      groups: hitsOf<SearchAllView['groups'][number]>('groups', groups),
    };
    const totals = {
      jobs: { value: jobs.total, relation: jobs.total_relation },
      services: services.total,
      service_requests: requests.total,
      service_galleries: galleries.total,
      profiles: profiles.total,
      organizations: organizations.total,
      groups: groups.total,
    };
    const sum = Object.values(totals).reduce((n, t) => n + t.value, 0);
    const anyGte = Object.values(totals).some((t) => t.relation === 'gte');
    const serviceKinds = [services.total, requests.total, galleries.total];
    return {
      all: onAll ? mixed(view) : [],
      ...view,
      userList,
      searches: saved?.searches ?? [],
      assign_filter: {
        q: q.q,
        type: q.type,
        page: q.page,
        per_page: q.pageSize,
        individual_slug: q.individual_slug ?? null,
        organization_slug: q.organization_slug ?? null,
      },
      total_count: sum,
      total_jobs: totals.jobs.value,
      total_service: services.total.value,
      total_service_count: serviceKinds.reduce((n, t) => n + t.value, 0),
      total_service_request_count: requests.total.value,
      total_gallery_count: galleries.total.value,
      total_profile_count: profiles.total.value,
      total_organization_count: organizations.total.value,
      total_group_count: groups.total.value,
      total_relations: {
        total: anyGte ? 'gte' : 'eq',
        jobs: totals.jobs.relation,
        services: services.total.relation,
        service_requests: requests.total.relation,
        service_galleries: galleries.total.relation,
        profiles: profiles.total.relation,
        organizations: organizations.total.relation,
        groups: groups.total.relation,
      },
      did_you_mean: didYouMean,
    };
  }
}

/** The `all` list: each kind's top hits in tab order, as result rows with their web links. */
function mixed(
  v: Omit<
    SearchAllView,
    'all' | 'userList' | 'searches' | 'assign_filter' | `total${string}` | 'did_you_mean'
  >,
) {
  const out: SearchAllItemView[] = [];
  const job = (j: JobSearchHitView): SearchAllItemView => ({
    kind: 'jobs',
    id: j.id,
    slug: j.slug,
    title: j.title,
    subtitle: j.organization.company_name,
    image: j.organization.company_profile_image,
    link: `/organization/jobs/${j.organization.slug}/details/${j.slug}`,
    highlight: j.highlight.title,
  });
  const service =
    (kind: 'services' | 'service_requests' | 'service_galleries') =>
    (s: ServiceSearchHitView): SearchAllItemView => ({
      kind,
      id: s.id,
      slug: s.slug,
      title: s.title,
      subtitle: s.owner.name,
      image: s.owner.image,
      link: `/services/${s.slug}`,
      highlight: s.highlight.title,
    });
  out.push(...v.jobs.slice(0, SEARCH_ALL_PER_KIND).map(job));
  out.push(...v.services.map(service('services')));
  out.push(...v.service_requests.map(service('service_requests')));
  out.push(...v.service_galleries.map(service('service_galleries')));
  out.push(
    ...v.profiles.map((p) => ({
      kind: 'profiles' as const,
      id: p.id,
      slug: p.slug,
      title: p.name,
      subtitle: p.occupation ?? p.specialty,
      image: p.profile_image,
      link: `/individual/${p.slug}/view-profile`,
      highlight: p.highlight.title,
    })),
    ...v.organizations.map((o) => ({
      kind: 'organizations' as const,
      id: o.id,
      slug: o.slug,
      title: o.company_name,
      subtitle: o.tagline ?? o.industry_type,
      image: o.company_profile_image,
      link: `/organization/${o.slug}/view-profile`,
      highlight: o.highlight.title,
    })),
    ...v.groups.map((g) => ({
      kind: 'groups' as const,
      id: g.id,
      slug: g.slug,
      title: g.name,
      subtitle: g.category,
      image: null,
      link: `/groups/${g.slug}`,
      highlight: g.highlight.title,
    })),
  );
  return out;
}
