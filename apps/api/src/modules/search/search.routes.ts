import {
  envelope,
  errorEnvelope,
  groupSearchQuery,
  groupSearchResultView,
  organizationSearchQuery,
  organizationSearchResultView,
  profileSearchQuery,
  profileSearchResultView,
  searchAllQuery,
  searchAllView,
  serviceSearchQuery,
  serviceSearchResultView,
  userPickerQuery,
  userPickListView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { OtherSearchService } from './others.service';

const tags = ['search'];
const invalid = { 422: errorEnvelope };

/**
 * The search page (`GET search`) and the searches of every kind beside jobs. Public (`optional`):
 * what a caller may see is decided by the providers from who is signing in (private groups for
 * their members only). The people picker (`search-users`) is for signed-in callers.
 */
export const searchRoutes =
  (s: { others: OtherSearchService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.others;
    app.get(
      '/search',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'searchAll',
          summary:
            'The search page: top hits of every kind (type=all) or one kind paged, with every kind counted (exact to 1,000, then 1,000+)',
          querystring: searchAllQuery,
          response: { 200: envelope(searchAllView), ...invalid },
        },
      },
      async (req) => ok('Search results.', await svc.all(req.auth ?? null, req.query)),
    );
    const serviceRoutes = [
      ['/search-service', 'searchServices', 'services', 'Service posts'],
      ['/search-service-requests', 'searchServiceRequests', 'service_requests', 'Service requests'],
      ['/search-gallery', 'searchGalleries', 'galleries', 'Service galleries'],
    ] as const;
    for (const [url, operationId, kind, label] of serviceRoutes)
      app.get(
        url,
        {
          config: { auth: 'optional' },
          schema: {
            tags,
            operationId,
            summary: `${label} by words (typos forgiven), category and remote: public ones of live owners, ranked, highlighted`,
            querystring: serviceSearchQuery,
            response: { 200: envelope(serviceSearchResultView), ...invalid },
          },
        },
        async (req) => ok(`${label}.`, await svc.services(kind, req.auth ?? null, req.query)),
      );
    app.get(
      '/search-profile',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'searchProfiles',
          summary:
            'People by words, specialty and place: published profiles, matched only on what each person shows',
          querystring: profileSearchQuery,
          response: { 200: envelope(profileSearchResultView), ...invalid },
        },
      },
      async (req) => ok('People.', await svc.profiles(req.auth ?? null, req.query)),
    );
    app.get(
      '/search-organization',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'searchOrganizations',
          summary: 'Organizations by words, industry and place: approved, active and published ones',
          querystring: organizationSearchQuery,
          response: { 200: envelope(organizationSearchResultView), ...invalid },
        },
      },
      async (req) => ok('Organizations.', await svc.organizations(req.auth ?? null, req.query)),
    );
    app.get(
      '/search-groups',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'searchGroups',
          summary: 'Groups by words and category: public groups, and private ones to their members',
          querystring: groupSearchQuery,
          response: { 200: envelope(groupSearchResultView), ...invalid },
        },
      },
      async (req) => ok('Groups.', await svc.groups(req.auth ?? null, req.query)),
    );
    app.get(
      '/search-users',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'searchUsers',
          summary: 'People for pickers (invite, mention): names starting with the text, at most 10',
          querystring: userPickerQuery,
          response: { 200: envelope(userPickListView), 401: errorEnvelope, ...invalid },
        },
      },
      async (req) => ok('People.', await svc.users(caller(req), req.query.title)),
    );
  };
