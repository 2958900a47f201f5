import { envelope, errorEnvelope, jobSearchQuery, jobSearchResultView } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import type { JobSearchService } from './search-jobs.service';

const tags = ['search'];

/**
 * `GET search-job` (spec §7 Search/categories): public. `licensed_for_me` needs a signed-in
 * individual (visitors 401, other accounts 403).
 */
export const searchJobsRoutes =
  (s: { jobs: JobSearchService }): FastifyPluginAsyncZod =>
  async (app) => {
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
      async (req) => ok('Jobs found.', await s.jobs.search(req.auth, req.query)),
    );
  };
