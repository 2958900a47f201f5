import {
  directoryBody,
  duplicateBody,
  jobBody,
  jobListQuery,
  jobPaymentBody,
  jobQuestionsBody,
  jobSlugParams,
  paymentQuoteQuery,
  publicJobsQuery,
  testimonialQuery,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { microCache } from '../../lib/micro-cache';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['jobs'];
const user = { auth: 'user' as const };
const slugP = z.object({ slug: z.string().min(1).max(140) });
const dirP = slugP.extend({ id: z.coerce.number().int().positive() });

/** Jobs and job directories (endpoints.tsv, Jobs group). Applicants and interviews come next. */
export const jobsRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    // The home page's featured list is the same for everyone: served from a 5-second cache.
    const featuredCache = microCache(5_000);
    const j = s.jobs;
    const d = s.directories;
    app.get(
      '/feature-jobs',
      { config: { auth: 'public' }, schema: { tags, querystring: publicJobsQuery } },
      async (req, res) =>
        featuredCache.send(res, `${req.query.page}:${req.query.perPage}`, async () =>
          ok('Featured jobs.', await j.featured(req.query.page, req.query.perPage)),
        ),
    );
    app.post(
      '/share/:token',
      {
        config: { auth: 'optional' },
        schema: { tags, params: z.object({ token: z.string().min(3).max(400) }) },
      },
      async (req) => reply(await j.share(req.params.token, req.auth)),
    );
    app.get(
      '/organization/:slug/job/jobCount',
      { config: user, schema: { tags, params: slugP } },
      async (req) => ok('Job counts.', await j.counts(req.params.slug, caller(req))),
    );
    app.get(
      '/organization/:slug/job',
      { config: user, schema: { tags, params: slugP, querystring: jobListQuery } },
      async (req) => ok('Jobs.', await j.list(req.params.slug, caller(req), req.query)),
    );
    app.get(
      '/organization/:slug/job/flat-list',
      { config: user, schema: { tags, params: slugP } },
      async (req) => ok('Jobs.', await j.flatList(req.params.slug, caller(req))),
    );
    app.post(
      '/organization/:slug/job/create',
      { config: user, schema: { tags, params: slugP, body: jobBody } },
      async (req) => reply(await j.create(req.params.slug, caller(req), req.body)),
    );
    app.get(
      '/organization/:slug/job/:jobSlug/show',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          params: jobSlugParams,
          querystring: z.object({
            individual_slug: z.string().max(140).optional(),
            organization_slug: z.string().max(140).optional(),
          }),
        },
      },
      async (req) => ok('Job.', await j.show(req.params.slug, req.params.jobSlug, req.auth)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/update',
      { config: user, schema: { tags, params: jobSlugParams, body: jobBody } },
      async (req) => reply(await j.update(req.params.slug, caller(req), req.params.jobSlug, req.body)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/duplicate',
      { config: user, schema: { tags, params: jobSlugParams, body: duplicateBody.optional() } },
      async (req) =>
        reply(await j.duplicate(req.params.slug, caller(req), req.params.jobSlug, req.body ?? {})),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/archive',
      { config: user, schema: { tags, params: jobSlugParams } },
      async (req) => reply(await j.archive(req.params.slug, caller(req), req.params.jobSlug)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/open',
      { config: user, schema: { tags, params: jobSlugParams } },
      async (req) => reply(await j.open(req.params.slug, caller(req), req.params.jobSlug)),
    );
    app.delete(
      '/organization/:slug/job/:jobSlug/delete',
      { config: user, schema: { tags, params: jobSlugParams } },
      async (req) => reply(await j.remove(req.params.slug, caller(req), req.params.jobSlug)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/create/job-questions',
      { config: user, schema: { tags, params: jobSlugParams, body: jobQuestionsBody } },
      async (req) =>
        reply(await j.attachQuestions(req.params.slug, caller(req), req.params.jobSlug, req.body)),
    );
    app.delete(
      '/organization/:slug/job/:jobSlug/testimonial/:uid/delete',
      {
        config: user,
        schema: { tags, params: jobSlugParams.extend({ uid: z.uuid() }), querystring: testimonialQuery },
      },
      async (req) =>
        reply(await j.removeQuestion(req.params.slug, caller(req), req.params.jobSlug, req.params.uid)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/promote',
      {
        config: user,
        schema: {
          tags,
          params: jobSlugParams,
          querystring: z.object({ slug: z.string().max(140).optional() }),
          body: jobPaymentBody.nullish(),
        },
      },
      async (req) =>
        reply(
          await j.pay(
            'promote',
            req.params.slug,
            caller(req),
            req.params.jobSlug,
            req.body ?? { use_tokens: true },
          ),
        ),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/flat-fee',
      { config: user, schema: { tags, params: jobSlugParams, body: jobPaymentBody.nullish() } },
      async (req) =>
        reply(
          await j.pay(
            'flat-fee',
            req.params.slug,
            caller(req),
            req.params.jobSlug,
            req.body ?? { use_tokens: true },
          ),
        ),
    );
    // The review step: price, tokens used first and what the card pays (spec §3 Tokens).
    app.get(
      '/organization/:slug/job/:jobSlug/payment-quote',
      { config: user, schema: { tags, params: jobSlugParams, querystring: paymentQuoteQuery } },
      async (req) =>
        ok(
          'Payment review.',
          await j.paymentQuote(
            req.params.slug,
            caller(req),
            req.params.jobSlug,
            req.query.kind,
            req.query.use_tokens,
          ),
        ),
    );

    app.get('/organization/job/:slug', { config: user, schema: { tags, params: slugP } }, async (req) =>
      ok('Job folders.', await d.list(req.params.slug, caller(req))),
    );
    app.get(
      '/organization/:slug/job-directory/show',
      {
        config: user,
        schema: {
          tags,
          params: slugP,
          querystring: z.object({ archived: z.coerce.number().int().min(0).max(1).default(0) }),
        },
      },
      async (req) => ok('Job folders.', await d.list(req.params.slug, caller(req), req.query.archived === 1)),
    );
    app.post(
      '/organization/:slug/job-directory/create',
      { config: user, schema: { tags, params: slugP, body: directoryBody } },
      async (req) => reply(await d.create(req.params.slug, caller(req), req.body)),
    );
    app.post(
      '/organization/:slug/job-directory/:id/update',
      { config: user, schema: { tags, params: dirP, body: directoryBody } },
      async (req) => reply(await d.update(req.params.slug, caller(req), req.params.id, req.body)),
    );
    app.post(
      '/organization/:slug/job-directory/:id/archive',
      { config: user, schema: { tags, params: dirP } },
      async (req) => reply(await d.archive(req.params.slug, caller(req), req.params.id)),
    );
    app.delete(
      '/organization/:slug/job-directory/:id/delete',
      { config: user, schema: { tags, params: dirP } },
      async (req) => reply(await d.remove(req.params.slug, caller(req), req.params.id)),
    );
    app.get(
      '/organization/:slug/job-directory/:id/show-paginated-jobs',
      { config: user, schema: { tags, params: dirP, querystring: jobListQuery } },
      async (req) =>
        ok('Jobs in the folder.', await d.jobsIn(req.params.slug, caller(req), req.params.id, req.query)),
    );
  };
