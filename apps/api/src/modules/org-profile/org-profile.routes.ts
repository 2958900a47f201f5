import {
  aboutFacilityBody,
  idParams,
  orgAccountBody,
  orgBasicBody,
  orgContactBody,
  orgCreateBody,
  orgItemBody,
  orgStatusBody,
  orgVisibilityBody,
  questionBody,
  searchNameQuery,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import type { Services } from '../../services';
import type { ItemKind } from './org-items.service';

const tags = ['organization-profile'];
const user = { auth: 'user' as const };
const slugP = z.object({ slug: z.string().min(1).max(140) });
const slugId = slugP.extend({ id: z.coerce.number().int().positive() });
const MB = 1024 * 1024;
const VIDEO = ['mp4', 'mov', 'webm', 'ogg', 'avi', 'mpeg'] as const;

/** Item kinds with their show paths as endpoints.tsv lists them (volunteer has its own shape). */
const KINDS: { kind: ItemKind; show: string }[] = [
  { kind: 'volunteer', show: '/organization/volunteer/show/:id' },
  { kind: 'community', show: '/organization/community/:id' },
  { kind: 'facility', show: '/organization/facility/:id' },
  { kind: 'research', show: '/organization/research/:id' },
];

export const orgProfileRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const p = s.orgProfile;
    const items = s.orgItems;

    app.get(
      '/organization/profile/:slug',
      { config: { auth: 'optional' }, schema: { tags, params: slugP } },
      async (req) => ok('Organization profile.', await p.publicProfile(req.params.slug, req.auth)),
    );
    app.get(
      '/organization/search-name',
      { config: user, schema: { tags, querystring: searchNameQuery } },
      async (req) => ok('Organizations with a similar name.', await p.searchName(req.query.name)),
    );
    app.post('/organization/create', { config: user, schema: { tags, body: orgCreateBody } }, async (req) =>
      reply(await p.create(caller(req).userId, req.body)),
    );

    app.get('/organization/:slug/account', { config: user, schema: { tags, params: slugP } }, async (req) =>
      ok('Account.', await p.account(req.params.slug, caller(req).userId)),
    );
    app.post(
      '/organization/:slug/account',
      { config: user, schema: { tags, params: slugP, body: orgAccountBody } },
      async (req) => reply(await p.updateAccount(req.params.slug, caller(req).userId, req.body)),
    );
    app.post(
      '/organization/:slug/account/publish',
      { config: user, schema: { tags, params: slugP } },
      async (req) => reply(await p.publish(req.params.slug, caller(req).userId)),
    );
    app.post('/organization/:slug/logo', { config: user, schema: { tags, params: slugP } }, async (req) => {
      const upload = await readUpload(req, {
        field: 'logo',
        accept: ['jpg', 'png', 'gif'],
        maxBytes: 5 * MB,
      });
      return reply(await p.setLogo(req.params.slug, caller(req), upload));
    });
    app.get('/organization/:slug/contact', { config: user, schema: { tags, params: slugP } }, async (req) =>
      ok('Contact.', await p.contact(req.params.slug, caller(req).userId)),
    );
    app.post(
      '/organization/:slug/contact',
      { config: user, schema: { tags, params: slugP, body: orgContactBody } },
      async (req) => reply(await p.updateContact(req.params.slug, caller(req).userId, req.body)),
    );
    app.get('/organization/:slug/basic', { config: user, schema: { tags, params: slugP } }, async (req) =>
      ok('Basic information.', await p.basic(req.params.slug, caller(req).userId)),
    );
    app.post(
      '/organization/:slug/basic',
      { config: user, schema: { tags, params: slugP, body: orgBasicBody } },
      async (req) => reply(await p.updateBasic(req.params.slug, caller(req).userId, req.body)),
    );
    app.put(
      '/organization/:slug/status',
      { config: user, schema: { tags, params: slugP, body: orgStatusBody } },
      async (req) => reply(await p.setStatus(req.params.slug, caller(req).userId, req.body.status)),
    );
    app.get(
      '/organization/:slug/visibility',
      { config: user, schema: { tags, params: slugP } },
      async (req) => ok('Visibility settings.', await p.visibility(req.params.slug, caller(req).userId)),
    );
    app.post(
      '/organization/:slug/visibility',
      { config: user, schema: { tags, params: slugP, body: orgVisibilityBody } },
      async (req) => reply(await p.setVisibility(req.params.slug, caller(req).userId, req.body)),
    );

    for (const { kind, show } of KINDS) {
      app.get(`/organization/:slug/${kind}`, { config: user, schema: { tags, params: slugP } }, async (req) =>
        ok('Items.', await items.list(kind, req.params.slug, caller(req).userId)),
      );
      app.get(show, { config: { auth: 'optional' }, schema: { tags, params: idParams } }, async (req) =>
        ok('Item.', await items.show(kind, req.params.id, req.auth)),
      );
      app.post(
        `/organization/:slug/${kind}/create`,
        { config: user, schema: { tags, params: slugP, body: orgItemBody } },
        async (req) => reply(await items.create(kind, req.params.slug, caller(req).userId, req.body)),
      );
      app.post(
        `/organization/:slug/${kind}/:id`,
        { config: user, schema: { tags, params: slugId, body: orgItemBody } },
        async (req) =>
          reply(await items.update(kind, req.params.slug, caller(req).userId, req.params.id, req.body)),
      );
      app.post(
        `/organization/:slug/${kind}/:id/visibility`,
        { config: user, schema: { tags, params: slugId } },
        async (req) => reply(await items.toggle(kind, req.params.slug, caller(req).userId, req.params.id)),
      );
      app.delete(
        `/organization/:slug/${kind}/:id/delete`,
        { config: user, schema: { tags, params: slugId } },
        async (req) => reply(await items.remove(kind, req.params.slug, caller(req).userId, req.params.id)),
      );
    }

    app.get('/organization/:slug/video', { config: user, schema: { tags, params: slugP } }, async (req) =>
      ok('Video.', await p.video(req.params.slug, caller(req).userId)),
    );
    app.post('/organization/:slug/video', { config: user, schema: { tags, params: slugP } }, async (req) => {
      const upload = await readUpload(req, { field: 'video', accept: [...VIDEO], maxBytes: 50 * MB });
      return reply(await p.setVideo(req.params.slug, caller(req), upload));
    });
    app.delete(
      '/organization/:slug/video/delete',
      { config: user, schema: { tags, params: slugP } },
      async (req) => reply(await p.deleteVideo(req.params.slug, caller(req).userId)),
    );

    app.get(
      '/organization/:slug/about-facility',
      { config: user, schema: { tags, params: slugP } },
      async (req) =>
        ok('About the facility.', await items.list('about_facility', req.params.slug, caller(req).userId)),
    );
    app.post(
      '/organization/:slug/about-facility',
      { config: user, schema: { tags, params: slugP, body: aboutFacilityBody } },
      async (req) => {
        const { id, ...body } = req.body;
        const uid = caller(req).userId;
        return reply(
          id
            ? await items.update('about_facility', req.params.slug, uid, id, body)
            : await items.create('about_facility', req.params.slug, uid, body),
        );
      },
    );
    app.delete(
      '/organization/:slug/about-facility/delete/:id',
      { config: user, schema: { tags, params: slugId } },
      async (req) =>
        reply(await items.remove('about_facility', req.params.slug, caller(req).userId, req.params.id)),
    );
    app.get(
      '/organization/:slug/about-facility/media',
      { config: user, schema: { tags, params: slugP } },
      async (req) => ok('Facility media.', await p.facilityMedia(req.params.slug, caller(req).userId)),
    );
    app.post(
      '/organization/:slug/about-facility/upload',
      { config: user, schema: { tags, params: slugP } },
      async (req) => {
        const upload = await readUpload(req, {
          field: 'media',
          accept: ['jpg', 'png', 'gif', ...VIDEO],
          maxBytes: 50 * MB,
        });
        return reply(await p.uploadFacilityMedia(req.params.slug, caller(req), upload));
      },
    );
    app.delete(
      '/organization/:slug/about-facility/upload/:id/delete',
      { config: user, schema: { tags, params: slugId } },
      async (req) => reply(await p.deleteFacilityMedia(req.params.slug, caller(req).userId, req.params.id)),
    );

    app.get(
      '/organization/:slug/question-bank',
      { config: user, schema: { tags, params: slugP } },
      async (req) => ok('Question bank.', await s.questionBank.list(req.params.slug, caller(req).userId)),
    );
    app.post(
      '/organization/:slug/question-bank/create',
      { config: user, schema: { tags, params: slugP, body: questionBody } },
      async (req) => reply(await s.questionBank.create(req.params.slug, caller(req).userId, req.body)),
    );
    app.delete(
      '/organization/:slug/question-bank/:uuid/delete',
      { config: user, schema: { tags, params: slugP.extend({ uuid: z.uuid() }) } },
      async (req) => reply(await s.questionBank.remove(req.params.slug, caller(req).userId, req.params.uuid)),
    );
  };
