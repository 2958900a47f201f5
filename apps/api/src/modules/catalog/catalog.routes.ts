import { CATEGORIES, SPECIALTIES } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';

const specialties = SPECIALTIES.map((name, i) => ({ id: i + 1, name }));

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/specialty', { config: { auth: 'public' }, schema: { tags: ['catalog'] } }, async () =>
    ok('Specialties.', specialties),
  );
  app.get('/categories', { config: { auth: 'public' }, schema: { tags: ['catalog'] } }, async () =>
    ok('Categories.', CATEGORIES),
  );
};
