import {
  activateLoginBody,
  emailOnlyBody,
  emailResendBody,
  individualRegisterBody,
  loginBody,
  organizationRegisterBody,
  passwordRequestBody,
  passwordUpdateBody,
  verifyEmailParams,
  verifyEmailQuery,
  verifyOtpBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reply, requestMeta } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['auth'];

export const authRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const a = s.auth;
    app.post(
      '/submit-login',
      { config: { auth: 'public' }, schema: { tags, body: loginBody } },
      async (req) => reply(await a.login(req.body, requestMeta(req))),
    );
    app.post(
      '/submit-login-activate',
      { config: { auth: 'public' }, schema: { tags, body: activateLoginBody } },
      async (req) => reply(await a.loginActivate(req.body, requestMeta(req))),
    );
    app.post(
      '/sent-otp-login',
      { config: { auth: 'public' }, schema: { tags, body: emailOnlyBody } },
      async (req) => reply(await a.sendLoginCode(req.body.email, requestMeta(req))),
    );
    app.post(
      '/generate-otp',
      { config: { auth: 'public' }, schema: { tags, body: emailOnlyBody } },
      async (req) => reply(await a.sendLoginCode(req.body.email, requestMeta(req))),
    );
    app.post(
      '/verify-otp',
      { config: { auth: 'public' }, schema: { tags, body: verifyOtpBody } },
      async (req) => reply(await a.verifyLoginCode(req.body, requestMeta(req))),
    );
    app.post(
      '/password-request',
      { config: { auth: 'public' }, schema: { tags, body: passwordRequestBody } },
      async (req) => reply(await a.requestPasswordReset(req.body.email, requestMeta(req))),
    );
    app.post(
      '/password-update',
      { config: { auth: 'public' }, schema: { tags, body: passwordUpdateBody } },
      async (req) => reply(await a.updatePassword(req.body)),
    );
    app.post(
      '/individual/register',
      { config: { auth: 'public' }, schema: { tags, body: individualRegisterBody } },
      async (req) => reply(await a.register('individual', req.body, requestMeta(req))),
    );
    app.post(
      '/organization/register',
      { config: { auth: 'public' }, schema: { tags, body: organizationRegisterBody } },
      async (req) => reply(await a.register('organization', req.body, requestMeta(req))),
    );
    app.post(
      '/email/resend/',
      { config: { auth: 'optional' }, schema: { tags, body: emailResendBody } },
      async (req) => reply(await a.resendVerification(req.auth, req.body?.email, requestMeta(req))),
    );
    app.get(
      '/email/verify/:id/:hash',
      {
        config: { auth: 'public' },
        schema: { tags, params: verifyEmailParams, querystring: verifyEmailQuery },
      },
      async (req) =>
        reply(await a.verifyEmail(req.params.id, req.params.hash, req.query.expires, req.query.signature)),
    );
    app.post('/logout', { config: { auth: 'user' }, schema: { tags } }, async (req) =>
      reply(await a.logout(caller(req))),
    );
  };
