import {
  envelope,
  errorEnvelope,
  idParams,
  individualPublicProfileView,
  licenseTypeView,
  messageOnly,
  publicProfileQuery,
  visibilityBody,
  visibilityMap,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { AccountsService } from '../accounts/accounts.service';
import { LICENSE_TYPES } from './license-catalog';
import type { ProfileViewService } from './profile-view.service';
import { SECTIONS } from './sections.config';
import { asVisibility } from './sections.mapper';
import type { SectionsService } from './sections.service';

const tags = ['individual-profile'];
/** The individual profile is an individual's own: organization and super-admin accounts get 403. */
const cfg = { auth: 'individual' as const };
const cap = (m: string) => m[0] + m.slice(1).toLowerCase();

/** Every profile section's calls at the spec's paths (endpoints.tsv, Individual sections). */
export const sectionsRoutes =
  (s: {
    sections: SectionsService;
    accounts: AccountsService;
    profileView: ProfileViewService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.sections;
    for (const sec of SECTIONS) {
      const base = '/individual';
      const { one, many } = sec.opNames;
      const label = sec.label.toLowerCase();
      const item = { 200: envelope(sec.view) };
      app.get(
        `${base}${sec.list}`,
        {
          config: cfg,
          schema: {
            tags,
            operationId: `listProfile${many}`,
            summary: `The caller's ${label} items, hidden ones included`,
            response: { 200: envelope(z.array(sec.view)) },
          },
        },
        async (req) => ok(`${sec.label} list.`, await svc.list(sec.key, caller(req).userId)),
      );
      app.get(
        `${base}${sec.show}`,
        {
          config: cfg,
          schema: {
            tags,
            operationId: `getProfile${one}`,
            summary: `One of the caller's ${label} items`,
            params: idParams,
            response: item,
          },
        },
        async (req) => ok(sec.label, await svc.show(sec.key, caller(req).userId, req.params.id)),
      );
      // Skill names are unique per owner: adding only known ones, or renaming onto one, is a 409.
      const conflicts = sec.key === 'skills' ? { 409: errorEnvelope } : {};
      const createBody = sec.batchCreateBody ?? sec.body;
      const created = sec.batchCreateBody ? { 200: envelope(z.array(sec.view)) } : item;
      sec.create.methods.forEach((method, i) => {
        app.route({
          method,
          url: `${base}${sec.create.path}`,
          config: cfg,
          schema: {
            tags,
            // The first method is the spec's main one; the others are aliases the spec also lists.
            operationId: `createProfile${one}${i === 0 ? '' : `Via${cap(method)}`}`,
            summary: sec.batchCreateBody
              ? `Add ${label}s to the caller's profile (one, or several at once)`
              : `Add a ${label} to the caller's profile`,
            body: createBody,
            response: { ...created, ...conflicts },
          },
          handler: async (req) =>
            reply(await svc.create(sec.key, caller(req).userId, req.body as Record<string, unknown>)),
        });
      });
      sec.update.methods.forEach((method, i) => {
        app.route({
          method,
          url: `${base}${sec.update.path}`,
          config: cfg,
          schema: {
            tags,
            operationId: `updateProfile${one}${i === 0 ? '' : `Via${cap(method)}`}`,
            summary: `Change one of the caller's ${label} items`,
            params: idParams,
            body: sec.body,
            response: { ...item, ...conflicts },
          },
          handler: async (req) =>
            reply(
              await svc.update(
                sec.key,
                caller(req).userId,
                req.params.id,
                req.body as Record<string, unknown>,
              ),
            ),
        });
      });
      app.delete(
        `${base}${sec.remove}`,
        {
          config: cfg,
          schema: {
            tags,
            operationId: `deleteProfile${one}`,
            summary: `Delete one of the caller's ${label} items`,
            params: idParams,
            response: { 200: messageOnly },
          },
        },
        async (req) => reply(await svc.remove(sec.key, caller(req).userId, req.params.id)),
      );
      sec.visibility.methods.forEach((method, i) => {
        app.route({
          method,
          url: `${base}${sec.visibility.path}`,
          config: cfg,
          schema: {
            tags,
            operationId: `toggleProfile${one}Visibility${i === 0 ? '' : `Via${cap(method)}`}`,
            summary: `Show or hide one ${label} item on the caller's public profile`,
            params: idParams,
            response: item,
          },
          handler: async (req) =>
            reply(await svc.toggleVisibility(sec.key, caller(req).userId, req.params.id)),
        });
      });
    }

    app.get(
      '/license-list',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'listLicenseTypes',
          summary: 'License types offered in the license form',
          response: { 200: envelope(z.array(licenseTypeView)) },
        },
      },
      async () => ok('License types.', LICENSE_TYPES),
    );
    app.get(
      '/individual/visibility',
      {
        config: cfg,
        schema: {
          tags,
          operationId: 'getProfileVisibility',
          summary: 'What the caller shows others on their public profile',
          response: { 200: envelope(visibilityMap) },
        },
      },
      async (req) =>
        ok('Visibility settings.', asVisibility(await s.accounts.visibility(caller(req).userId))),
    );
    app.post(
      '/individual/visibility',
      {
        config: cfg,
        schema: {
          tags,
          operationId: 'setProfileVisibility',
          summary: "Show or hide fields and whole sections on the caller's public profile",
          body: visibilityBody,
          response: { 200: envelope(visibilityMap) },
        },
      },
      async (req) => {
        const r = await s.accounts.setVisibility(caller(req).userId, req.body);
        return ok(r.message, asVisibility(r.data));
      },
    );
    app.get(
      '/individual/public-profile/:slug',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'getIndividualPublicProfile',
          summary: "A professional's public profile with the sections its owner shows",
          params: z.object({ slug: z.string().min(1).max(140) }),
          querystring: publicProfileQuery,
          response: { 200: envelope(individualPublicProfileView) },
        },
      },
      async (req) => ok('Profile.', await s.profileView.publicProfile(req.params.slug, req.auth)),
    );
  };
