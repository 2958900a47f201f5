import { envelope, errorEnvelope, jobSearchQuery, jobSearchResultView } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok } from '../../lib/http';
import { microCache } from '../../lib/micro-cache';
import type { JobSearchService } from './search-jobs.service';

const tags = ['search'];

/**
 * `GET search-job` (spec §7 Search/categories): public. `licensed_for_me` needs a signed-in
 * individual (visitors 401, other accounts 403).
 */
export const searchJobsRoutes =
  (deps: AppDeps, s: { jobs: JobSearchService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Visitors' searches repeat (the head queries of a job board) and are the same for every
    // visitor: kept serialized until a job or organization changes, the minute turns or
    // SEARCH_CACHE_SECONDS pass. Signed-in people share the same results with their own
    // "licensed for" marks (the service), and "licensed for me" always searches afresh.
    const ttl = deps.config.SEARCH_CACHE_SECONDS * 1000;
    const visitorCache = microCache(ttl, 1000, 0);
    app.get(
      '/search-job',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'searchJobs',
          summary:
            'Open jobs by words (typos forgiven, "did you mean"), filters with facet counts, sorted by relevance, date or pay; totals exact up to 1,000',
          querystring: jobSearchQuery,
          response: {
            200: envelope(jobSearchResultView),
            401: errorEnvelope,
            403: errorEnvelope,
            422: errorEnvelope,
          },
        },
      },
      async (req, reply) => {
        const load = async () => ok('Jobs found.', await s.jobs.search(req.auth, req.query));
        if (req.auth || !ttl) return load();
        return visitorCache.send(reply, await s.jobs.visitorCacheKey(req.query), load);
      },
    );
  };
