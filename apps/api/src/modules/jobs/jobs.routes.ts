import {
  directoryBody,
  duplicateBody,
  envelope,
  errorEnvelope,
  featuredJobView,
  jobBody,
  jobCountsView,
  jobCreatedView,
  jobDirectoryView,
  jobDirectoryWithCountView,
  jobListQuery,
  jobOptionView,
  jobPageView,
  jobPaymentBody,
  jobPaymentQuoteView,
  jobPaymentView,
  jobQuestionsBody,
  jobQuestionsView,
  jobShareView,
  jobSlugParams,
  jobUpdatedView,
  jobView,
  messageOnly,
  organizationSlugParams,
  page,
  paymentQuoteQuery,
  publicJobsQuery,
  testimonialQuery,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOrgList } from '../../kit/list-routes';
import { ok, reply } from '../../lib/http';
import { microCache } from '../../lib/micro-cache';
import { caller, orgOf } from '../../plugins/auth';
import type { DirectoriesService } from './directories.service';
import type { JobsService } from './jobs.service';

const tags = ['jobs'];
const jobsPermission = { auth: { org: 'jobs' as const } };
/** Promotion and flat fee charge: they honour an `Idempotency-Key` header (plugins/idempotency.ts). */
const paying = { ...jobsPermission, idempotent: true };
const dirP = organizationSlugParams.extend({ id: z.coerce.number().int().positive() });
const one = { 200: envelope(jobView) };
const jobPage = { 200: envelope(page(jobView)) };
const done = { 200: messageOnly };
const folders = { 200: envelope(z.array(jobDirectoryWithCountView)) };
// Paying answers 400 (payment required, card declined), 409 (already paid / not payable now) and
// 503 (the payment gateway is not answering: nothing was charged for sure, retry).
const payment = { 200: envelope(jobPaymentView), 400: errorEnvelope, 409: errorEnvelope, 503: errorEnvelope };

/** Jobs and job directories (endpoints.tsv, Jobs group). Applicants and interviews are in hiring.routes. */
export const jobsRoutes =
  (s: { jobs: JobsService; directories: DirectoriesService }): FastifyPluginAsyncZod =>
  async (app) => {
    // The home page's featured list is the same for everyone: served from a 5-second cache that
    // keeps the body as serialized by this route's view.
    const featuredCache = microCache(5_000);
    const j = s.jobs;
    const d = s.directories;
    app.get(
      '/feature-jobs',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'listFeaturedJobs',
          summary: 'Open jobs of live organizations, promoted ones first',
          querystring: publicJobsQuery,
          response: { 200: envelope(z.array(featuredJobView)) },
        },
      },
      async (req, res) =>
        featuredCache.send(res, `${req.query.page}:${req.query.perPage}`, async () =>
          ok('Featured jobs.', await j.featured(req.query.page, req.query.perPage)),
        ),
    );
    app.post(
      '/share/:token',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'resolveJobShareLink',
          summary: 'What a shared job link points to: its URL, title and description',
          params: z.object({ token: z.string().min(3).max(400) }),
          response: { 200: envelope(jobShareView) },
        },
      },
      async (req) => reply(await j.share(req.params.token, req.auth)),
    );
    app.get(
      '/organization/:slug/job/jobCount',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'countOrganizationJobs',
          summary: "The organization's jobs counted by status",
          params: organizationSlugParams,
          response: { 200: envelope(jobCountsView) },
        },
      },
      async (req) => ok('Job counts.', await j.counts(orgOf(req))),
    );
    app.get(
      '/organization/:slug/job',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'listOrganizationJobs',
          summary: "A page of the organization's jobs, filtered by status, search or folder",
          params: organizationSlugParams,
          querystring: jobListQuery,
          response: jobPage,
        },
      },
      async (req) => ok('Jobs.', await j.list(orgOf(req), req.query)),
    );
    getOrgList(app, {
      url: '/organization/:slug/job/flat-list',
      config: jobsPermission,
      tags,
      operationId: 'listOrganizationJobOptions',
      summary: 'Every job of the organization that is not archived, by title (for pickers)',
      item: jobOptionView,
      message: 'Jobs.',
      list: (o) => j.flatList(o),
    });
    app.post(
      '/organization/:slug/job/create',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'createJob',
          summary: "Post a job (published within the plan's limit, else kept as a draft)",
          params: organizationSlugParams,
          body: jobBody,
          response: { 200: envelope(jobCreatedView) },
        },
      },
      async (req) => reply(await j.create(orgOf(req), caller(req), req.body)),
    );
    app.get(
      '/organization/:slug/job/:jobSlug/show',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'showJob',
          summary: 'A job page: open jobs for everyone, any job for its team',
          params: jobSlugParams,
          querystring: z.object({
            individual_slug: z.string().max(140).optional(),
            organization_slug: z.string().max(140).optional(),
          }),
          response: { 200: envelope(jobPageView) },
        },
      },
      async (req) => ok('Job.', await j.show(req.params.slug, req.params.jobSlug, req.auth)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/update',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'updateJob',
          summary: "Change a job's details",
          params: jobSlugParams,
          body: jobBody,
          response: { 200: envelope(jobUpdatedView) },
        },
      },
      async (req) => reply(await j.update(orgOf(req), caller(req), req.params.jobSlug, req.body)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/duplicate',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'duplicateJob',
          summary: 'Copy a job and its questions as a new draft',
          params: jobSlugParams,
          body: duplicateBody.optional(),
          response: one,
        },
      },
      async (req) =>
        reply(await j.duplicate(orgOf(req), caller(req).userId, req.params.jobSlug, req.body ?? {})),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/archive',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'archiveJob',
          summary: 'Archive a job',
          params: jobSlugParams,
          response: one,
        },
      },
      async (req) => reply(await j.archive(orgOf(req), req.params.jobSlug)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/open',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'openJob',
          summary: "Publish a draft, archived or closed job within the plan's limit",
          params: jobSlugParams,
          // 400 out_of_plan: the plan's open jobs are all taken (publish with a flat fee instead).
          response: { ...one, 400: errorEnvelope },
        },
      },
      async (req) => reply(await j.open(orgOf(req), caller(req), req.params.jobSlug)),
    );
    app.delete(
      '/organization/:slug/job/:jobSlug/delete',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'deleteJob',
          summary: 'Delete a job',
          params: jobSlugParams,
          response: done,
        },
      },
      async (req) => reply(await j.remove(orgOf(req), req.params.jobSlug)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/create/job-questions',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'addJobQuestions',
          summary: 'Add screening questions to a job, from the question bank or new',
          params: jobSlugParams,
          body: jobQuestionsBody,
          response: { 200: envelope(jobQuestionsView) },
        },
      },
      async (req) => reply(await j.attachQuestions(orgOf(req), caller(req), req.params.jobSlug, req.body)),
    );
    app.delete(
      '/organization/:slug/job/:jobSlug/testimonial/:uid/delete',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'removeJobQuestion',
          summary: 'Remove a screening question from a job',
          params: jobSlugParams.extend({ uid: z.uuid() }),
          querystring: testimonialQuery,
          response: done,
        },
      },
      async (req) => reply(await j.removeQuestion(orgOf(req), req.params.jobSlug, req.params.uid)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/promote',
      {
        config: paying,
        schema: {
          tags,
          operationId: 'promoteJob',
          summary: 'Feature a job for 30 days, paid with tokens first, then the card',
          params: jobSlugParams,
          querystring: z.object({ slug: z.string().max(140).optional() }),
          body: jobPaymentBody.nullish(),
          response: payment,
        },
      },
      async (req) =>
        reply(
          await j.pay(
            'promote',
            orgOf(req),
            caller(req),
            req.params.jobSlug,
            req.body ?? { use_tokens: true },
          ),
        ),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/flat-fee',
      {
        config: paying,
        schema: {
          tags,
          operationId: 'publishJobWithFlatFee',
          summary: "Publish a job beyond the plan's limit for a flat fee",
          params: jobSlugParams,
          body: jobPaymentBody.nullish(),
          response: payment,
        },
      },
      async (req) =>
        reply(
          await j.pay(
            'flat-fee',
            orgOf(req),
            caller(req),
            req.params.jobSlug,
            req.body ?? { use_tokens: true },
          ),
        ),
    );
    // The review step: price, tokens used first and what the card pays (spec §3 Tokens).
    app.get(
      '/organization/:slug/job/:jobSlug/payment-quote',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'quoteJobPayment',
          summary: 'What a promotion or flat fee would cost, tokens first',
          params: jobSlugParams,
          querystring: paymentQuoteQuery,
          response: { 200: envelope(jobPaymentQuoteView) },
        },
      },
      async (req) =>
        ok(
          'Payment review.',
          await j.paymentQuote(
            orgOf(req),
            caller(req),
            req.params.jobSlug,
            req.query.kind,
            req.query.use_tokens,
          ),
        ),
    );

    app.get(
      '/organization/job/:slug',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'listJobFolders',
          summary: "The organization's active job folders with their job counts",
          params: organizationSlugParams,
          response: folders,
        },
      },
      async (req) => ok('Job folders.', await d.list(orgOf(req))),
    );
    app.get(
      '/organization/:slug/job-directory/show',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'listJobDirectories',
          summary: "The organization's active or archived job folders with their job counts",
          params: organizationSlugParams,
          querystring: z.object({ archived: z.coerce.number().int().min(0).max(1).default(0) }),
          response: folders,
        },
      },
      async (req) => ok('Job folders.', await d.list(orgOf(req), req.query.archived === 1)),
    );
    app.post(
      '/organization/:slug/job-directory/create',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'createJobDirectory',
          summary: 'Create a job folder',
          params: organizationSlugParams,
          body: directoryBody,
          response: { 200: envelope(jobDirectoryWithCountView) },
        },
      },
      async (req) => reply(await d.create(orgOf(req), req.body)),
    );
    app.post(
      '/organization/:slug/job-directory/:id/update',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'renameJobDirectory',
          summary: 'Rename a job folder',
          params: dirP,
          body: directoryBody,
          response: { 200: envelope(jobDirectoryView) },
        },
      },
      async (req) => reply(await d.update(orgOf(req), req.params.id, req.body)),
    );
    app.post(
      '/organization/:slug/job-directory/:id/archive',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'toggleJobDirectoryArchived',
          summary: 'Archive a job folder, or restore an archived one',
          params: dirP,
          response: { 200: envelope(jobDirectoryView) },
        },
      },
      async (req) => reply(await d.archive(orgOf(req), req.params.id)),
    );
    app.delete(
      '/organization/:slug/job-directory/:id/delete',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'deleteJobDirectory',
          summary: 'Delete a job folder (its jobs stay, outside any folder)',
          params: dirP,
          response: done,
        },
      },
      async (req) => reply(await d.remove(orgOf(req), req.params.id)),
    );
    app.get(
      '/organization/:slug/job-directory/:id/show-paginated-jobs',
      {
        config: jobsPermission,
        schema: {
          tags,
          operationId: 'listJobDirectoryJobs',
          summary: 'A page of the jobs in a folder',
          params: dirP,
          querystring: jobListQuery,
          response: jobPage,
        },
      },
      async (req) => ok('Jobs in the folder.', await d.jobsIn(orgOf(req), req.params.id, req.query)),
    );
  };
