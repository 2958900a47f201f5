import {
  envelope,
  errorEnvelope,
  galleryCreatedView,
  messageOnly,
  serviceListQuery,
  serviceListView,
  serviceMediaParams,
  serviceOwnerParams,
  serviceSlugParams,
  serviceTargetBody,
  serviceTargetQuery,
  serviceView,
  viewerSlugQuery,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { GalleriesService } from './galleries.service';
import { organizationOwner as owner } from './service-owner';
import { readServiceForm } from './service-uploads';
import { targetSlug } from './services.routes';
import type { ServicesService } from './services.service';

const tags = ['services'];
const auth = { org: 'galleries' as const };
const base = '/organization/:slug/service-gallery';
// 400/403/409/503 come from paying for a gallery created as not a draft (promotions).
const created = {
  200: envelope(galleryCreatedView),
  400: errorEnvelope,
  403: errorEnvelope,
  409: errorEnvelope,
  415: errorEnvelope,
  422: errorEnvelope,
  503: errorEnvelope,
};

/** An organization's service galleries (members with the `galleries` permission). Promote: promotions.routes. */
export const galleriesRoutes =
  (s: { services: ServicesService; galleries: GalleriesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.services;
    app.get(
      base,
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'listServiceGalleries',
          summary:
            "A page of the organization's galleries (filters; status draft, active, archived), with counts",
          params: serviceOwnerParams,
          querystring: serviceListQuery,
          response: { 200: envelope(serviceListView) },
        },
      },
      async (req) => ok('Your galleries.', await svc.list(owner(req), 'gallery', req.query)),
    );
    app.get(
      `${base}/:serviceSlug/show`,
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'showServiceGallery',
          summary: "One of the organization's galleries as its team sees it (drafts too)",
          params: serviceSlugParams,
          querystring: viewerSlugQuery,
          response: { 200: envelope(serviceView) },
        },
      },
      async (req) => ok('The gallery.', await svc.show(owner(req), 'gallery', req.params.serviceSlug)),
    );
    app.post(
      `${base}/create`,
      {
        config: { auth, idempotent: true },
        schema: {
          tags,
          operationId: 'createServiceGallery',
          summary:
            'Create a gallery (multipart or JSON): a draft goes to the list; otherwise its window is paid at once',
          params: serviceOwnerParams,
          response: created,
        },
      },
      async (req) => {
        const o = owner(req);
        return reply(await s.galleries.create(o, caller(req), await readServiceForm(req)));
      },
    );
    app.post(
      `${base}/:serviceSlug/update`,
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'updateServiceGallery',
          summary: 'Change a gallery: only the fields sent change; new media are appended',
          params: serviceSlugParams,
          response: { 200: envelope(serviceView), 415: errorEnvelope, 422: errorEnvelope },
        },
      },
      async (req) => {
        const o = owner(req);
        return reply(
          await s.galleries.update(o, caller(req), req.params.serviceSlug, await readServiceForm(req)),
        );
      },
    );
    app.put(
      `${base}/archive`,
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'archiveServiceGallery',
          summary: 'Archive a gallery (?slug=); archiving an archived one restores it',
          params: serviceOwnerParams,
          querystring: serviceTargetQuery,
          body: serviceTargetBody,
          response: { 200: envelope(serviceView), 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.archive(owner(req), 'gallery', targetSlug(req))),
    );
    app.delete(
      `${base}/delete`,
      {
        config: { auth },
        schema: {
          tags,
          operationId: 'deleteServiceGallery',
          summary: 'Delete a gallery (?slug=) with its media and documents',
          params: serviceOwnerParams,
          querystring: serviceTargetQuery,
          body: serviceTargetBody,
          response: { 200: messageOnly, 422: errorEnvelope },
        },
      },
      async (req) => reply(await svc.remove(owner(req), 'gallery', targetSlug(req))),
    );
    for (const what of ['media', 'document'] as const) {
      app.delete(
        `${base}/${what}/:id/delete`,
        {
          config: { auth },
          schema: {
            tags,
            operationId: `deleteServiceGallery${what === 'media' ? 'Media' : 'Document'}`,
            summary: `Remove one ${what === 'media' ? 'photo or video' : 'document'} of a gallery`,
            params: serviceMediaParams,
            response: { 200: messageOnly },
          },
        },
        async (req) => reply(await svc.removeMedia(owner(req), ['gallery'], req.params.id, what)),
      );
    }
  };
