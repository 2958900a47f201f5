import {
  aboutFacilityBody,
  envelope,
  errorEnvelope,
  idParams,
  messageOnly,
  orgAccountBody,
  orgAccountView,
  organizationNameMatchView,
  organizationSlugParams,
  organizationSummary,
  orgBasicBody,
  orgBasicView,
  orgContactBody,
  orgContactView,
  orgCreateBody,
  orgItemBody,
  orgItemView,
  orgMediaView,
  orgPublicProfileView,
  orgQuestionView,
  orgStatusBody,
  orgVideoView,
  orgVisibilityBody,
  orgVisibilityView,
  questionBody,
  searchNameQuery,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOrgList } from '../../kit/list-routes';
import { settingRoutes } from '../../kit/setting-routes';
import { ok, reply } from '../../lib/http';
import { caller, orgOf } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import type { ItemKind, OrgItemsService } from './org-items.service';
import type { OrgProfileService } from './org-profile.service';
import type { QuestionBankService } from './question-bank.service';

const tags = ['organization-profile'];
const user = { auth: 'user' as const };
const profile = { auth: { org: 'profile' as const } };
const owner = { auth: { org: 'owner' as const } };
const jobs = { auth: { org: 'jobs' as const } };
const slugId = organizationSlugParams.extend({ id: z.coerce.number().int().positive() });
const MB = 1024 * 1024;
const VIDEO = ['mp4', 'mov', 'webm', 'ogg', 'avi', 'mpeg'] as const;
/** readUpload answers 415 to a request that is not multipart/form-data. */
const upload = (view: z.ZodType) => ({ 200: envelope(view), 415: errorEnvelope });

/** Item kinds with their show paths as endpoints.tsv lists them, and their names in operation ids. */
const KINDS: { kind: ItemKind; show: string; one: string; many: string }[] = [
  { kind: 'volunteer', show: '/organization/volunteer/show/:id', one: 'Volunteer', many: 'Volunteers' },
  { kind: 'community', show: '/organization/community/:id', one: 'Community', many: 'Communities' },
  { kind: 'facility', show: '/organization/facility/:id', one: 'Facility', many: 'Facilities' },
  { kind: 'research', show: '/organization/research/:id', one: 'Research', many: 'Researches' },
];

export const orgProfileRoutes =
  (s: {
    orgProfile: OrgProfileService;
    orgItems: OrgItemsService;
    questionBank: QuestionBankService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const p = s.orgProfile;
    const items = s.orgItems;
    /** The profile sections its editors read and save, each at one path of the organization. */
    const editable = {
      config: profile,
      tags,
      params: organizationSlugParams,
      owner: (req: FastifyRequest) => orgOf(req).org,
    };

    app.get(
      '/organization/profile/:slug',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'getOrganizationPublicProfile',
          summary: "An organization's public profile (its team sees every field)",
          params: organizationSlugParams,
          response: { 200: envelope(orgPublicProfileView) },
        },
      },
      async (req) => ok('Organization profile.', await p.publicProfile(req.params.slug, req.auth)),
    );
    app.get(
      '/organization/search-name',
      {
        config: user,
        schema: {
          tags,
          operationId: 'searchOrganizationNames',
          summary: 'Organizations whose name resembles the one typed (up to 10)',
          querystring: searchNameQuery,
          response: { 200: envelope(z.array(organizationNameMatchView)) },
        },
      },
      async (req) => ok('Organizations with a similar name.', await p.searchName(req.query.name)),
    );
    app.post(
      '/organization/create',
      {
        config: user,
        schema: {
          tags,
          operationId: 'createOrganization',
          summary: 'Create another organization owned by the caller',
          body: orgCreateBody,
          response: { 200: envelope(organizationSummary) },
        },
      },
      async (req) => reply(await p.create(caller(req).userId, req.body)),
    );

    settingRoutes(app, {
      url: '/organization/:slug/account',
      ...editable,
      view: orgAccountView,
      read: {
        operationId: 'getOrganizationAccount',
        summary: "The organization's name, tagline, logo, approval and publication state",
        message: 'Account.',
        get: (org) => p.account(org),
      },
      save: {
        method: 'POST',
        operationId: 'updateOrganizationAccount',
        summary: "Save the organization's name and tagline",
        body: orgAccountBody,
        set: (org, body) => p.updateAccount(org, body),
      },
    });
    app.post(
      '/organization/:slug/account/publish',
      {
        config: profile,
        schema: {
          tags,
          operationId: 'publishOrganizationProfile',
          summary: "Publish the organization's profile",
          params: organizationSlugParams,
          response: { 200: envelope(orgAccountView) },
        },
      },
      async (req) => reply(await p.publish(orgOf(req).org)),
    );
    app.post(
      '/organization/:slug/logo',
      {
        config: profile,
        schema: {
          tags,
          operationId: 'uploadOrganizationLogo',
          summary: "Upload the organization's logo (multipart field `logo`: JPG, PNG or GIF, 5 MB)",
          params: organizationSlugParams,
          response: upload(orgAccountView),
        },
      },
      async (req) => {
        const file = await readUpload(req, {
          field: 'logo',
          accept: ['jpg', 'png', 'gif'],
          maxBytes: 5 * MB,
        });
        return reply(await p.setLogo(orgOf(req).org, caller(req).userId, file));
      },
    );
    settingRoutes(app, {
      url: '/organization/:slug/contact',
      ...editable,
      view: orgContactView,
      read: {
        operationId: 'getOrganizationContact',
        summary: "The organization's contact details",
        message: 'Contact.',
        get: (org) => p.contact(org),
      },
      save: {
        method: 'POST',
        operationId: 'updateOrganizationContact',
        summary: "Save the organization's contact details",
        body: orgContactBody,
        set: (org, body) => p.updateContact(org, body),
      },
    });
    settingRoutes(app, {
      url: '/organization/:slug/basic',
      ...editable,
      view: orgBasicView,
      read: {
        operationId: 'getOrganizationBasicInfo',
        summary: "The organization's industry, size, founding year, mission, about and languages",
        message: 'Basic information.',
        get: (org) => p.basic(org),
      },
      save: {
        method: 'POST',
        operationId: 'updateOrganizationBasicInfo',
        summary: "Save the organization's basic information",
        body: orgBasicBody,
        set: (org, body) => p.updateBasic(org, body),
      },
    });
    app.put(
      '/organization/:slug/status',
      {
        config: owner,
        schema: {
          tags,
          operationId: 'setOrganizationStatus',
          summary: 'Activate or deactivate the organization (owner only)',
          params: organizationSlugParams,
          body: orgStatusBody,
          response: { 200: envelope(orgAccountView) },
        },
      },
      async (req) => reply(await p.setStatus(orgOf(req).org, req.body.status)),
    );
    settingRoutes(app, {
      url: '/organization/:slug/visibility',
      ...editable,
      view: orgVisibilityView,
      read: {
        operationId: 'getOrganizationVisibility',
        summary: 'Which profile fields visitors see',
        message: 'Visibility settings.',
        get: (org) => p.visibility(org),
      },
      save: {
        method: 'POST',
        operationId: 'updateOrganizationVisibility',
        summary: 'Show or hide profile fields from visitors',
        body: orgVisibilityBody,
        set: (org, body) => p.setVisibility(org, body),
      },
    });

    for (const { kind, show, one, many } of KINDS) {
      const label = kind === 'volunteer' ? 'volunteer program' : kind;
      getOrgList(app, {
        url: `/organization/:slug/${kind}`,
        config: profile,
        tags,
        operationId: `listOrganization${many}`,
        summary: `Every ${label} of the organization, hidden ones included`,
        item: orgItemView,
        message: 'Items.',
        list: (o) => items.list(kind, o.org),
      });
      app.get(
        show,
        {
          config: { auth: 'optional' },
          schema: {
            tags,
            operationId: `showOrganization${one}`,
            summary: `One ${label}: visible ones of live organizations, any to its profile editors`,
            params: idParams,
            response: { 200: envelope(orgItemView) },
          },
        },
        async (req) => ok('Item.', await items.show(kind, req.params.id, req.auth)),
      );
      app.post(
        `/organization/:slug/${kind}/create`,
        {
          config: profile,
          schema: {
            tags,
            operationId: `createOrganization${one}`,
            summary: `Add a ${label}`,
            params: organizationSlugParams,
            body: orgItemBody,
            response: { 200: envelope(orgItemView) },
          },
        },
        async (req) => reply(await items.create(kind, orgOf(req).org, req.body)),
      );
      app.post(
        `/organization/:slug/${kind}/:id`,
        {
          config: profile,
          schema: {
            tags,
            operationId: `updateOrganization${one}`,
            summary: `Edit a ${label}`,
            params: slugId,
            body: orgItemBody,
            response: { 200: envelope(orgItemView) },
          },
        },
        async (req) => reply(await items.update(kind, orgOf(req).org, req.params.id, req.body)),
      );
      app.post(
        `/organization/:slug/${kind}/:id/visibility`,
        {
          config: profile,
          schema: {
            tags,
            operationId: `toggleOrganization${one}Visibility`,
            summary: `Show or hide a ${label} on the public profile (toggles)`,
            params: slugId,
            response: { 200: envelope(orgItemView) },
          },
        },
        async (req) => reply(await items.toggle(kind, orgOf(req).org, req.params.id)),
      );
      app.delete(
        `/organization/:slug/${kind}/:id/delete`,
        {
          config: profile,
          schema: {
            tags,
            operationId: `deleteOrganization${one}`,
            summary: `Delete a ${label}`,
            params: slugId,
            response: { 200: messageOnly },
          },
        },
        async (req) => reply(await items.remove(kind, orgOf(req).org, req.params.id)),
      );
    }

    app.get(
      '/organization/:slug/video',
      {
        config: profile,
        schema: {
          tags,
          operationId: 'getOrganizationVideo',
          summary: "The organization's spotlight video",
          params: organizationSlugParams,
          response: { 200: envelope(orgVideoView) },
        },
      },
      async (req) => ok('Video.', p.video(orgOf(req).org)),
    );
    app.post(
      '/organization/:slug/video',
      {
        config: profile,
        schema: {
          tags,
          operationId: 'uploadOrganizationVideo',
          summary:
            'Upload the spotlight video (multipart field `video`: MP4, MOV, WEBM, OGG, AVI or MPEG, 50 MB)',
          params: organizationSlugParams,
          response: upload(orgVideoView),
        },
      },
      async (req) => {
        const file = await readUpload(req, { field: 'video', accept: [...VIDEO], maxBytes: 50 * MB });
        return reply(await p.setVideo(orgOf(req).org, caller(req).userId, file));
      },
    );
    app.delete(
      '/organization/:slug/video/delete',
      {
        config: profile,
        schema: {
          tags,
          operationId: 'deleteOrganizationVideo',
          summary: 'Remove the spotlight video',
          params: organizationSlugParams,
          response: { 200: envelope(orgVideoView) },
        },
      },
      async (req) => reply(await p.deleteVideo(orgOf(req).org)),
    );

    getOrgList(app, {
      url: '/organization/:slug/about-facility',
      config: profile,
      tags,
      operationId: 'listOrganizationAboutFacility',
      summary: 'The about-the-facility entries',
      item: orgItemView,
      message: 'About the facility.',
      list: (o) => items.list('about_facility', o.org),
    });
    app.post(
      '/organization/:slug/about-facility',
      {
        config: profile,
        schema: {
          tags,
          operationId: 'saveOrganizationAboutFacility',
          summary: 'Add an about-the-facility entry, or edit the one whose `id` is given',
          params: organizationSlugParams,
          body: aboutFacilityBody,
          response: { 200: envelope(orgItemView) },
        },
      },
      async (req) => {
        const { id, ...body } = req.body;
        const org = orgOf(req).org;
        return reply(
          id
            ? await items.update('about_facility', org, id, body)
            : await items.create('about_facility', org, body),
        );
      },
    );
    app.delete(
      '/organization/:slug/about-facility/delete/:id',
      {
        config: profile,
        schema: {
          tags,
          operationId: 'deleteOrganizationAboutFacility',
          summary: 'Delete an about-the-facility entry',
          params: slugId,
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await items.remove('about_facility', orgOf(req).org, req.params.id)),
    );
    getOrgList(app, {
      url: '/organization/:slug/about-facility/media',
      config: profile,
      tags,
      operationId: 'listOrganizationFacilityMedia',
      summary: 'Photos and videos of the facility',
      item: orgMediaView,
      message: 'Facility media.',
      list: (o) => p.facilityMedia(o.org),
    });
    app.post(
      '/organization/:slug/about-facility/upload',
      {
        config: profile,
        schema: {
          tags,
          operationId: 'uploadOrganizationFacilityMedia',
          summary: 'Upload a facility photo or video (multipart field `media`: image or video, 50 MB)',
          params: organizationSlugParams,
          response: upload(orgMediaView),
        },
      },
      async (req) => {
        const file = await readUpload(req, {
          field: 'media',
          accept: ['jpg', 'png', 'gif', ...VIDEO],
          maxBytes: 50 * MB,
        });
        return reply(await p.uploadFacilityMedia(orgOf(req).org, caller(req).userId, file));
      },
    );
    app.delete(
      '/organization/:slug/about-facility/upload/:id/delete',
      {
        config: profile,
        schema: {
          tags,
          operationId: 'deleteOrganizationFacilityMedia',
          summary: 'Delete a facility photo or video',
          params: slugId,
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await p.deleteFacilityMedia(orgOf(req).org, req.params.id)),
    );

    getOrgList(app, {
      url: '/organization/:slug/question-bank',
      config: jobs,
      tags,
      operationId: 'listOrganizationQuestionBank',
      summary: "The organization's screening questions, for attaching to jobs",
      item: orgQuestionView,
      message: 'Question bank.',
      list: (o) => s.questionBank.list(o.org),
    });
    app.post(
      '/organization/:slug/question-bank/create',
      {
        config: jobs,
        schema: {
          tags,
          operationId: 'createOrganizationQuestion',
          summary: 'Add a screening question to the question bank',
          params: organizationSlugParams,
          body: questionBody,
          response: { 200: envelope(orgQuestionView) },
        },
      },
      async (req) => reply(await s.questionBank.create(orgOf(req).org, req.body)),
    );
    app.delete(
      '/organization/:slug/question-bank/:uuid/delete',
      {
        config: jobs,
        schema: {
          tags,
          operationId: 'deleteOrganizationQuestion',
          summary: 'Delete a screening question from the question bank',
          params: organizationSlugParams.extend({ uuid: z.uuid() }),
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await s.questionBank.remove(orgOf(req).org, req.params.uuid)),
    );
  };
