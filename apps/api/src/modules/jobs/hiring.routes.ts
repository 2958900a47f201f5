import {
  applicantDetailView,
  applicantStatusView,
  applicantsQuery,
  applicantView,
  applicationSentView,
  callView,
  candidateInterviewStatusBody,
  changeStatusQuery,
  envelope,
  errorEnvelope,
  idParams,
  individualJobsQuery,
  interviewStoreBody,
  interviewView,
  inviteeView,
  jobInvitationBody,
  jobInvitationSentView,
  jobSlugParams,
  myApplicationView,
  myInterviewView,
  myJobInvitationView,
  organizationSlugParams,
  orgInterviewStatusBody,
  orgInterviewView,
  page,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOrgList, getOwnList } from '../../kit/list-routes';
import { ok, reply } from '../../lib/http';
import { caller, orgOf } from '../../plugins/auth';
import { readUploads } from '../../plugins/uploads';
import type { ApplicationsService } from './applications.service';
import type { InterviewsService } from './interviews.service';

const tags = ['hiring'];
const user = { auth: 'user' as const };
const applicantsPermission = { auth: { org: 'applicants' as const } };
const interviewsPermission = { auth: { org: 'interviews' as const } };
const slugId = organizationSlugParams.extend({ id: z.coerce.number().int().positive() });
const MB = 1024 * 1024;
const interview = { 200: envelope(interviewView) };
/** An interview change the interview's status does not allow (409). */
const interviewChange = { ...interview, 409: errorEnvelope };
const applicantPage = { 200: envelope(page(applicantView)) };

/** Applying, the applicant pipeline, interviews and invitations (Jobs and Individual jobs groups). */
export const hiringRoutes =
  (s: { applications: ApplicationsService; interviews: InterviewsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const apps = s.applications;
    const iv = s.interviews;
    app.post(
      '/organization/:slug/job/apply/',
      {
        // Only individuals apply (refused before the upload is read, so nothing is stored).
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'applyToJob',
          summary: 'Apply to an open job with a resume (multipart), answers and an optional cover letter',
          params: organizationSlugParams,
          // 409: already applied; 415: not sent as multipart/form-data.
          response: { 200: envelope(applicationSentView), 409: errorEnvelope, 415: errorEnvelope },
        },
      },
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
      {
        config: user,
        schema: {
          tags,
          operationId: 'listMyApplications',
          summary: "The caller's job applications, newest first",
          querystring: individualJobsQuery,
          response: { 200: envelope(z.array(myApplicationView)) },
        },
      },
      async (req) => ok('Your applications.', await apps.mine(caller(req), req.query.status)),
    );
    app.post(
      '/individual/job/application/:id/withdraw',
      {
        config: user,
        schema: {
          tags,
          operationId: 'withdrawMyApplication',
          summary:
            'The candidate withdraws their own application (not in the spec, which has no way to take one back): its open interviews are cancelled and the organization told; answered the same when repeated; 409 once hired or turned down',
          params: idParams,
          response: { 200: envelope(myApplicationView), 409: errorEnvelope },
        },
      },
      async (req) => reply(await apps.withdraw(caller(req), req.params.id)),
    );
    app.get(
      '/organization/:slug/job/:jobSlug/applicants',
      {
        config: applicantsPermission,
        schema: {
          tags,
          operationId: 'listJobApplicants',
          summary: "A page of a job's applicants, by status or search",
          params: jobSlugParams,
          querystring: applicantsQuery,
          response: applicantPage,
        },
      },
      async (req) =>
        ok(
          'Applicants.',
          await apps.applicants(orgOf(req), caller(req).userId, req.params.jobSlug, req.query),
        ),
    );
    app.get(
      '/organization/:slug/job/:id/applicant-detail',
      {
        config: applicantsPermission,
        schema: {
          tags,
          operationId: 'showApplicant',
          summary: 'An applicant: application, answers, license match, interviews and public profile',
          params: slugId,
          response: { 200: envelope(applicantDetailView) },
        },
      },
      async (req) => ok('Applicant.', await apps.detail(orgOf(req), caller(req), req.params.id)),
    );
    // {jobId} in the spec's path addresses the application whose status changes (applicant status, spec §4).
    app.post(
      '/organization/:slug/job/change-status/:jobId',
      {
        config: applicantsPermission,
        schema: {
          tags,
          operationId: 'changeApplicantStatus',
          summary: 'Move an applicant in the pipeline (the candidate is e-mailed)',
          params: organizationSlugParams.extend({ jobId: z.coerce.number().int().positive() }),
          querystring: changeStatusQuery,
          response: { 200: envelope(applicantStatusView) },
        },
      },
      async (req) => reply(await apps.changeStatus(orgOf(req), req.params.jobId, req.query.status)),
    );
    app.get(
      '/organization/:slug/job/short-listed-candidates',
      {
        config: applicantsPermission,
        schema: {
          tags,
          operationId: 'listShortlistedCandidates',
          summary: "A page of the organization's short-listed applicants across its jobs",
          params: organizationSlugParams,
          querystring: applicantsQuery.pick({ page: true, pageSize: true }),
          response: applicantPage,
        },
      },
      async (req) =>
        ok(
          'Shortlisted candidates.',
          await apps.shortlisted(orgOf(req), caller(req).userId, req.query.page, req.query.pageSize),
        ),
    );

    getOrgList(app, {
      url: '/organization/:slug/job/interviews',
      config: interviewsPermission,
      tags,
      operationId: 'listOrganizationInterviews',
      summary: "The organization's interviews by date, with candidate and job",
      item: orgInterviewView,
      message: 'Scheduled interviews.',
      list: (o) => iv.orgList(o),
    });
    app.post(
      '/organization/:slug/job/interviews/store',
      {
        config: interviewsPermission,
        schema: {
          tags,
          operationId: 'scheduleInterview',
          summary: 'Schedule an interview with an applicant (the candidate is e-mailed)',
          params: organizationSlugParams,
          body: interviewStoreBody,
          response: interview,
        },
      },
      async (req) => reply(await iv.store(orgOf(req), caller(req).userId, req.body)),
    );
    app.put(
      '/organization/:slug/job/interviews/:id/change-status',
      {
        config: interviewsPermission,
        schema: {
          tags,
          operationId: 'changeOrganizationInterviewStatus',
          summary: 'Confirm, reschedule, cancel, complete or mark a no-show (the candidate is e-mailed)',
          params: slugId,
          body: orgInterviewStatusBody,
          response: interviewChange,
        },
      },
      async (req) => reply(await iv.orgChange(orgOf(req), req.params.id, req.body)),
    );
    app.post(
      '/organization/:slug/job/interview/:id/joined',
      {
        config: interviewsPermission,
        schema: {
          tags,
          operationId: 'joinInterviewAsOrganization',
          summary: "Record that the organization joined the interview's call",
          params: slugId,
          response: interview,
        },
      },
      async (req) => reply(await iv.joined(orgOf(req), req.params.id)),
    );
    app.post(
      '/job/interviews/:id/call',
      {
        config: user,
        schema: {
          tags,
          operationId: 'joinInterviewCall',
          summary:
            "Join an interview's video call (the candidate or the organization's team): the first to join rings the other side; open /video-call/{id} with the answer",
          params: idParams,
          // 409: the interview is over, or another member of the team is already in its call.
          response: { 200: envelope(callView), 409: errorEnvelope },
        },
      },
      async (req) => reply(await iv.joinCall(caller(req), req.params.id)),
    );
    app.put(
      '/job/interviews/:id/end-call',
      {
        config: user,
        schema: {
          tags,
          operationId: 'endInterviewCall',
          summary: "End an interview's call (the candidate or the organization's team)",
          params: idParams,
          response: interview,
        },
      },
      async (req) => reply(await iv.endCall(caller(req), req.params.id)),
    );
    getOwnList(app, {
      url: '/individual/interviews',
      tags,
      operationId: 'listMyInterviews',
      summary: "The caller's interviews by date, with job and organization",
      item: myInterviewView,
      message: 'Your interviews.',
      list: (me) => iv.mine(me),
    });
    app.post(
      '/individual/interviews/:id/change-status',
      {
        config: user,
        schema: {
          tags,
          operationId: 'changeMyInterviewStatus',
          summary: 'Accept or decline an interview, or ask for another time (the organization is e-mailed)',
          params: idParams,
          body: candidateInterviewStatusBody,
          response: interviewChange,
        },
      },
      async (req) => reply(await iv.candidateChange(caller(req), req.params.id, req.body)),
    );
    app.post(
      '/individual/joinInterview/:userId/:channelName',
      {
        config: user,
        schema: {
          tags,
          operationId: 'joinInterviewAsCandidate',
          summary: "Record that the candidate joined their interview's call",
          params: z.object({ userId: z.coerce.number().int().positive(), channelName: z.string().max(60) }),
          // 403: the seat in the path is someone else's.
          response: { ...interview, 403: errorEnvelope },
        },
      },
      async (req) => reply(await iv.candidateJoin(caller(req), req.params.userId, req.params.channelName)),
    );
    app.post(
      '/organization/:slug/job/:jobSlug/invitation',
      {
        config: applicantsPermission,
        schema: {
          tags,
          operationId: 'inviteToApply',
          summary: 'Invite a professional to apply for an open job (they are e-mailed)',
          params: jobSlugParams,
          body: jobInvitationBody,
          // 409: this professional was already invited to this job.
          response: { 200: envelope(jobInvitationSentView), 409: errorEnvelope },
        },
      },
      async (req) => reply(await iv.invite(orgOf(req), caller(req).userId, req.params.jobSlug, req.body)),
    );
    getOrgList(app, {
      url: '/organization/:slug/job/invitee-list',
      config: applicantsPermission,
      tags,
      operationId: 'listJobInvitees',
      summary: 'The professionals the organization invited to apply, newest first',
      item: inviteeView,
      message: 'Invited candidates.',
      list: (o) => iv.invitees(o),
    });
    getOwnList(app, {
      url: '/individual/job/invitation-list',
      tags,
      operationId: 'listMyJobInvitations',
      summary: 'The invitations to apply the caller received, newest first',
      item: myJobInvitationView,
      message: 'Your job invitations.',
      list: (me) => iv.myInvitations(me),
    });
  };
