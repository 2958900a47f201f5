import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { defineModule, type WorkerLog } from '../../kit/module';
import { openSearchWorkers, SEARCH_OUTBOX_QUEUE } from './opensearch/opensearch.jobs';
import { openSearchFromConfig } from './opensearch/select';
import { OtherSearchService } from './others.service';
import { galleriesProvider } from './pg/galleries.provider';
import { groupsProvider } from './pg/groups.provider';
import { pgJobsProvider } from './pg/jobs.provider';
import { organizationsProvider } from './pg/organizations.provider';
import { PgSearchBackend } from './pg/pg.backend';
import { profilesProvider } from './pg/profiles.provider';
import { serviceRequestsProvider } from './pg/service-requests.provider';
import { servicesProvider } from './pg/services.provider';
import { SAVED_SEARCH_QUEUE, savedSearchWorkers } from './saved-searches.jobs';
import { savedSearchesRoutes } from './saved-searches.routes';
import { type SavedSearchesPorts, SavedSearchesService } from './saved-searches.service';
import type { SearchBackend } from './search.backend';
import { SEARCH_TERMS_QUEUE, searchTermsWorkers } from './search.jobs';
import { searchRoutes } from './search.routes';
import { searchJobsRoutes } from './search-jobs.routes';
import { JobSearchService, type SearchJobsPorts } from './search-jobs.service';

export type SearchPorts = SearchJobsPorts & Pick<SavedSearchesPorts, 'notifications'>;

/**
 * Search and discovery (issue 20): one `SearchBackend` (PostgreSQL full-text search by default,
 * OpenSearch by `SEARCH_BACKEND`), a provider per kind, the word lists' worker, and the routes:
 * `search-job` here; the other kinds, the aggregate `search` and saved searches beside it.
 */
export function searchModule(deps: AppDeps, ports: SearchPorts) {
  const pg = new PgSearchBackend(deps.pool).register(pgJobsProvider(deps.pool, deps.clock));
  pg.register(servicesProvider(deps))
    .register(serviceRequestsProvider(deps))
    .register(galleriesProvider(deps))
    .register(profilesProvider(deps))
    .register(organizationsProvider(deps))
    .register(groupsProvider(deps));
  // SEARCH_BACKEND=opensearch: reads go to OpenSearch, its worker feeds it from the outbox.
  const os = openSearchFromConfig(deps);
  const backend: SearchBackend = os ?? pg;
  const jobs = new JobSearchService(deps, backend, ports);
  const savedSearches = new SavedSearchesService(deps, {
    notifications: ports.notifications,
    jobSearch: jobs,
  });
  const others = new OtherSearchService(deps, backend, { jobs, saved: () => savedSearches });
  const routes: FastifyPluginAsyncZod[] = [
    searchJobsRoutes(deps, { jobs }),
    searchRoutes({ others }),
    savedSearchesRoutes({ savedSearches }),
  ];
  const workers = [
    searchTermsWorkers(deps, pg),
    savedSearchWorkers(deps, savedSearches),
    ...(os ? [openSearchWorkers(deps, os)] : []),
  ];
  return defineModule({
    name: 'search',
    services: { backend, pg, jobs, others, savedSearches },
    queues: [SEARCH_TERMS_QUEUE, SAVED_SEARCH_QUEUE, ...(os ? [SEARCH_OUTBOX_QUEUE] : [])],
    routes: async (app, opts) => {
      for (const r of routes) await r(app, opts);
    },
    workers: async (log: WorkerLog) => (await Promise.all(workers.map((w) => w(log)))).flat(),
  });
}
