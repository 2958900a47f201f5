import {
  envelope,
  errorEnvelope,
  messageOnly,
  serviceCreatedView,
  serviceListQuery,
  serviceListView,
  serviceMediaParams,
  serviceOwnerParams,
  serviceSlugParams,
  serviceTargetBody,
  serviceTargetQuery,
  serviceView,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { type AuthRequirement, caller } from '../../plugins/auth';
import { type OwnerRole, ownerOf } from './service-owner';
import { readServiceForm } from './service-uploads';
import type { ServicesService } from './services.service';

const tags = ['services'];
/** 415: not multipart or JSON; 422: a field or a file refused (nothing stored). */
const form = { 415: errorEnvelope, 422: errorEnvelope };

const ROLES: { role: OwnerRole; Role: string; auth: AuthRequirement }[] = [
  { role: 'individual', Role: 'Individual', auth: 'individual' },
  { role: 'organization', Role: 'Organization', auth: { org: 'services' } },
];
const KINDS = [
  { kind: 'post', path: 'service-post', Name: 'ServicePost', noun: 'service post' },
  { kind: 'request', path: 'service-request', Name: 'ServiceRequest', noun: 'service request' },
] as const;

/** `archive` and `delete` name the service by `?slug=` (as the spec writes them) or a body `slug`. */
export const targetSlug = (req: FastifyRequest) => {
  const q = req.query as { slug?: string } | undefined;
  const b = req.body as { slug?: string; service_slug?: string } | undefined;
  return q?.slug ?? b?.slug ?? b?.service_slug;
};

/**
 * Service posts and requests under `individual/{slug}` (the caller's own) and `organization/{slug}`
 * (members with the `services` permission): list, page, create and update (multipart or JSON),
 * archive (again: restore), delete, and removing one photo, video or document.
 */
export const servicesRoutes =
  (s: { services: ServicesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.services;
    for (const { role, Role, auth } of ROLES) {
      for (const { kind, path, Name, noun } of KINDS) {
        const base = `/${role}/:slug/${path}`;
        const who = role === 'individual' ? "the caller's" : "an organization's";
        const owner = (req: FastifyRequest) =>
          ownerOf(req, role, `${noun[0].toUpperCase()}${noun.slice(1)} not found.`);
        app.get(
          base,
          {
            config: { auth },
            schema: {
              tags,
              operationId: `list${Role}${Name}s`,
              summary: `A page of ${who} ${noun}s (filters), with counts by status`,
              params: serviceOwnerParams,
              querystring: serviceListQuery,
              response: { 200: envelope(serviceListView) },
            },
          },
          async (req) => ok(`Your ${noun}s.`, await svc.list(owner(req), kind, req.query)),
        );
        app.get(
          `${base}/:serviceSlug/show`,
          {
            config: { auth },
            schema: {
              tags,
              operationId: `show${Role}${Name}`,
              summary: `One of ${who} ${noun}s as its owner sees it (drafts and archived ones too)`,
              params: serviceSlugParams,
              response: { 200: envelope(serviceView) },
            },
          },
          async (req) => ok(`The ${noun}.`, await svc.show(owner(req), kind, req.params.serviceSlug)),
        );
        app.post(
          `${base}/create`,
          {
            config: { auth },
            schema: {
              tags,
              operationId: `create${Role}${Name}`,
              summary: `Create a ${noun} (multipart with media[] and document[], or JSON); tags required`,
              params: serviceOwnerParams,
              response: { 200: envelope(serviceCreatedView), ...form },
            },
          },
          async (req) => {
            // The owner is checked before the form is read: nothing is stored for a refused caller.
            const o = owner(req);
            return reply(await svc.create(o, caller(req), kind, await readServiceForm(req)));
          },
        );
        app.post(
          `${base}/:serviceSlug/update`,
          {
            config: { auth },
            schema: {
              tags,
              operationId: `update${Role}${Name}`,
              summary: `Change a ${noun}: only the fields sent change; new media are appended`,
              params: serviceSlugParams,
              response: { 200: envelope(serviceView), ...form },
            },
          },
          async (req) => {
            const o = owner(req);
            return reply(
              await svc.update(o, caller(req), kind, req.params.serviceSlug, await readServiceForm(req)),
            );
          },
        );
        app.post(
          `${base}/archive`,
          {
            config: { auth },
            schema: {
              tags,
              operationId: `archive${Role}${Name}`,
              summary: `Archive a ${noun} (?slug=); archiving an archived one restores it`,
              params: serviceOwnerParams,
              querystring: serviceTargetQuery,
              body: serviceTargetBody,
              response: { 200: envelope(serviceView), 422: errorEnvelope },
            },
          },
          async (req) => reply(await svc.archive(owner(req), kind, targetSlug(req))),
        );
        app.delete(
          `${base}/delete`,
          {
            config: { auth },
            schema: {
              tags,
              operationId: `delete${Role}${Name}`,
              summary: `Delete a ${noun} (?slug=) with its media and documents`,
              params: serviceOwnerParams,
              querystring: serviceTargetQuery,
              body: serviceTargetBody,
              response: { 200: messageOnly, 422: errorEnvelope },
            },
          },
          async (req) => reply(await svc.remove(owner(req), kind, targetSlug(req))),
        );
        for (const what of ['media', 'document'] as const) {
          app.delete(
            `${base}/${what}/:id/delete`,
            {
              config: { auth },
              schema: {
                tags,
                operationId: `delete${Role}${Name}${what === 'media' ? 'Media' : 'Document'}`,
                summary: `Remove one ${what === 'media' ? 'photo or video' : 'document'} of a ${noun} (its id in the service's ${what} list)`,
                params: serviceMediaParams,
                response: { 200: messageOnly },
              },
            },
            async (req) => reply(await svc.removeMedia(owner(req), [kind], req.params.id, what)),
          );
        }
      }
    }
  };
