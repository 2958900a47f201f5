import {
  accountActiveBody,
  accountUpdateBody,
  chooseCategoryBody,
  deleteAccountBody,
  phoneOtpRequestBody,
  phoneOtpVerifyBody,
  publicProfileQuery,
  withdrawalBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['accounts'];

export const accountsRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const a = s.accounts;
    app.get('/individual/profiles', { config: { auth: 'user' }, schema: { tags } }, async (req) =>
      ok('Profile.', await a.profiles(caller(req).userId)),
    );
    app.post(
      '/individual/profiles',
      { config: { auth: 'user' }, schema: { tags, body: chooseCategoryBody } },
      async (req) => reply(await a.chooseCategory(caller(req).userId, req.body)),
    );
    app.get('/individual/accounts', { config: { auth: 'user' }, schema: { tags } }, async (req) =>
      ok('Account.', await a.account(caller(req).userId)),
    );
    app.put(
      '/individual/accounts',
      { config: { auth: 'user' }, schema: { tags, body: accountUpdateBody } },
      async (req) => reply(await a.update(caller(req).userId, req.body)),
    );
    app.put(
      '/individual/account-active',
      { config: { auth: 'user' }, schema: { tags, body: accountActiveBody } },
      async (req) => reply(await a.setActive(caller(req).userId, req.body.is_active, req.body.password)),
    );
    app.post(
      '/account-withdrawal',
      { config: { auth: 'user' }, schema: { tags, body: withdrawalBody } },
      async (req) => reply(await a.deactivate(caller(req).userId, req.body.password)),
    );
    app.delete(
      '/individual/account/:id',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: deleteAccountBody,
        },
      },
      async (req) => reply(await a.deleteAccount(caller(req), req.params.id, req.body.password)),
    );
    app.put('/individual/publish', { config: { auth: 'user' }, schema: { tags } }, async (req) =>
      reply(await a.publish(caller(req).userId)),
    );
    app.get(
      '/individual/public-profile/:slug',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          params: z.object({ slug: z.string().min(1).max(140) }),
          querystring: publicProfileQuery,
        },
      },
      async (req) => ok('Profile.', await s.profileView.publicProfile(req.params.slug, req.auth)),
    );
    app.post(
      '/individual/account/generate-otp',
      { config: { auth: 'user' }, schema: { tags, body: phoneOtpRequestBody } },
      async (req) => reply(await a.sendPhoneCode(caller(req), req.body.phone_number, req.ip)),
    );
    app.post(
      '/individual/account/verify-otp',
      { config: { auth: 'user' }, schema: { tags, body: phoneOtpVerifyBody } },
      async (req) =>
        reply(await a.verifyPhoneCode(caller(req), req.body.otp, req.body.enable_two_factor, req.ip)),
    );
  };
