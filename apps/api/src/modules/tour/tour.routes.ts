import { envelope, tourProgressBody, tourUpdateBody, tourView } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { TourService } from './tour.service';

const tags = ['tour'];
const response = { 200: envelope(tourView) };

export const tourRoutes =
  (s: { tour: TourService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tour-guide',
      {
        config: { auth: 'user' },
        schema: { tags, operationId: 'getTourGuide', summary: "The caller's guided-tour progress", response },
      },
      async (req) => ok('Tour status.', await s.tour.get(caller(req).userId)),
    );
    app.post(
      '/tour-guide/update',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'updateTourGuide',
          summary: 'Start, skip or finish the guided tour',
          body: tourUpdateBody,
          response,
        },
      },
      async (req) => reply(await s.tour.setStatus(caller(req).userId, req.body.status)),
    );
    app.post(
      '/tour-guide/tour-progress',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'saveTourProgress',
          summary: 'Record the page and step the caller reached in the tour',
          body: tourProgressBody,
          response,
        },
      },
      async (req) =>
        reply(await s.tour.progress(caller(req).userId, req.body.page, req.body.step, req.body.completed)),
    );
  };
