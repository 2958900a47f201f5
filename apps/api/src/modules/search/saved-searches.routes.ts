import {
  envelope,
  errorEnvelope,
  savedSearchIdParams,
  savedSearchListView,
  savedSearchView,
  saveSearchBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { SavedSearchesService } from './saved-searches.service';

const tags = ['search'];
const refused = { 403: errorEnvelope };

/**
 * The spec's saved searches. They belong to a person (job alerts, as on job boards), so they are
 * for individual accounts; there is no delete call in the spec: the status toggle turns the alert off.
 */
export const savedSearchesRoutes =
  (s: { savedSearches: SavedSearchesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.savedSearches;
    app.get(
      '/search-results',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'listSavedSearches',
          summary: "The caller's saved searches, newest first, with new matching jobs since last listed",
          response: { 200: envelope(savedSearchListView), ...refused },
        },
      },
      async (req) => ok('Your saved searches.', await svc.list(caller(req))),
    );
    app.post(
      '/save-search-result',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'saveSearch',
          summary:
            'Save the current search (text, tab, filters); with alert on, new matching jobs are notified',
          body: saveSearchBody,
          response: { 200: envelope(savedSearchView), ...refused },
        },
      },
      async (req) => reply(await svc.save(caller(req), req.body)),
    );
    app.get(
      '/change-search-status/:id',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'toggleSavedSearchAlert',
          summary: "Turn a saved search's alert on or off (someone else's: 404)",
          params: savedSearchIdParams,
          response: { 200: envelope(savedSearchView), ...refused, 404: errorEnvelope },
        },
      },
      async (req) => reply(await svc.toggle(caller(req), req.params.id)),
    );
  };
