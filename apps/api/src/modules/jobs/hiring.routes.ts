import {
  applicantsQuery,
  candidateInterviewStatusBody,
  changeStatusQuery,
  idParams,
  individualJobsQuery,
  interviewStoreBody,
  jobInvitationBody,
  jobSlugParams,
  orgInterviewStatusBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { readUploads } from '../../plugins/uploads';
import type { Services } from '../../services';

const tags = ['hiring'];
const user = { auth: 'user' as const };
const slugP = z.object({ slug: z.string().min(1).max(140) });
const slugId = slugP.extend({ id: z.coerce.number().int().positive() });
const MB = 1024 * 1024;

/** Applying, the applicant pipeline, interviews and invitations (Jobs and Individual jobs groups). */
export const hiringRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const apps = s.applications;
    const iv = s.interviews;
    app.post(
      '/organization/:slug/job/apply/',
      { config: user, schema: { tags, params: slugP } },
      async (req) => {
        const { files, fields } = await readUploads(req, {
          resume: { accept: ['pdf', 'docx'], maxBytes: 10 * MB },
          cover_letter: { accept: ['pdf', 'docx'], maxBytes: 10 * MB },
        });
        return reply(await apps.apply(req.params.slug, caller(req), files, fields));
      },
    );
    app.get(
      '/individual-job-listing',
      { config: user, schema: { tags, querystring: individualJobsQuery } },
      async (req) => ok('Your applications.', await apps.mine(caller(req), req.query.status)),
    );
    app.get(
      '/organization/:slug/job/:jobSlug/applicants',
      { config: user, schema: { tags, params: jobSlugParams, querystring: applicantsQuery } },
      async (req) =>
        ok('Applicants.', await apps.applicants(req.params.slug, caller(req), req.params.jobSlug, req.query)),
    );
    app.get(
      '/organization/:slug/job/:id/applicant-detail',
      { config: user, schema: { tags, params: slugId } },
      async (req) => ok('Applicant.', await apps.detail(req.params.slug, caller(req), req.params.id)),
    );
    // {jobId} in the spec's path addresses the application whose status changes (applicant status, spec §4).
    app.post(
      '/organization/:slug/job/change-status/:jobId',
      {
        config: user,
        schema: {
          tags,
          params: slugP.extend({ jobId: z.coerce.number().int().positive() }),
          querystring: changeStatusQuery,
        },
      },
      async (req) =>
        reply(await apps.changeStatus(req.params.slug, caller(req), req.params.jobId, req.query.status)),
    );
    app.get(
      '/organization/:slug/job/short-listed-candidates',
      {
        config: user,
        schema: { tags, params: slugP, querystring: applicantsQuery.pick({ page: true, pageSize: true }) },
      },
      async (req) =>
        ok(
          'Shortlisted candidates.',
          await apps.shortlisted(req.params.slug, caller(req), req.query.page, req.query.pageSize),
        ),
    );

    app.get(
      '/organization/:slug/job/interviews',
      { config: user, schema: { tags, params: slugP } },
      async (req) => ok('Scheduled interviews.', await iv.orgList(req.params.slug, caller(req))),
    );
    app.post(
      '/organization/:slug/job/interviews/store',
      { config: user, schema: { tags, params: slugP, body: interviewStoreBody } },
      async (req) => reply(await iv.store(req.params.slug, caller(req), req.body)),
    );
    app.put(
      '/organization/:slug/job/interviews/:id/change-status',
      { config: user, schema: { tags, params: slugId, body: orgInterviewStatusBody } },
      async (req) => reply(await iv.orgChange(req.params.slug, caller(req), req.params.id, req.body)),
    );
    app.post(
      '/organization/:slug/job/interview/:id/joined',
      { config: user, schema: { tags, params: slugId } },
      async (req) => reply(await iv.joined(req.params.slug, caller(req), req.params.id)),
    );
    app.put(
      '/job/interviews/:id/end-call',
      { config: user, schema: { tags, params: idParams } },
      async (req) => reply(await iv.endCall(caller(req), req.params.id)),
    );
    app.get('/individual/interviews', { config: user, schema: { tags } }, async (req) =>
      ok('Your interviews.', await iv.mine(caller(req))),
    );
    app.post(
      '/individual/interviews/:id/change-status',
      { config: user, schema: { tags, params: idParams, body: candidateInterviewStatusBody } },
      async (req) => reply(await iv.candidateChange(caller(req), req.params.id, req.body)),
    );
    app.post(
      '/individual/joinInterview/:userId/:channelName',
      {
        config: user,
        schema: {
          tags,
          params: z.object({ userId: z.coerce.number().int().positive(), channelName: z.string().max(60) }),
        },
      },
      async (req) => reply(await iv.candidateJoin(caller(req), req.params.userId, req.params.channelName)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/invitation',
      { config: user, schema: { tags, params: jobSlugParams, body: jobInvitationBody } },
      async (req) => reply(await iv.invite(req.params.slug, caller(req), req.params.jobSlug, req.body)),
    );
    app.get(
      '/organization/:slug/job/invitee-list',
      { config: user, schema: { tags, params: slugP } },
      async (req) => ok('Invited candidates.', await iv.invitees(req.params.slug, caller(req))),
    );
    app.get('/individual/job/invitation-list', { config: user, schema: { tags } }, async (req) =>
      ok('Your job invitations.', await iv.myInvitations(caller(req))),
    );
  };
