import {
  accountEmailView,
  activateLoginBody,
  emailOnlyBody,
  emailResendBody,
  envelope,
  errorEnvelope,
  individualRegisterBody,
  loginBody,
  loginCodeSentView,
  loginResultView,
  messageOnly,
  organizationRegisterBody,
  passwordRequestBody,
  passwordUpdateBody,
  sessionView,
  verifyEmailParams,
  verifyEmailQuery,
  verifyOtpBody,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '../../kit/route-table';
import { reply, requestMeta } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { AuthService } from './auth.service';

const tags = ['auth'];
const session = { 200: envelope(sessionView) };
const codeSent = { 200: envelope(loginCodeSentView) };
const accountEmail = { 200: envelope(accountEmailView) };
const message = { 200: messageOnly };

export const authRoutes =
  (s: { auth: AuthService }): FastifyPluginAsyncZod =>
  async (app) => {
    const a = s.auth;
    app.post(
      '/submit-login',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'login',
          summary: 'Sign in with e-mail and password; answers a session or a one-time-code challenge',
          body: loginBody,
          // 403: the account is deactivated (account_deactivated) or suspended (account_suspended).
          response: { 200: envelope(loginResultView), 403: errorEnvelope },
        },
      },
      async (req) => reply(await a.login(req.body, requestMeta(req))),
    );
    app.post(
      '/submit-login-activate',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'loginAndReactivate',
          summary: 'Sign in to a deactivated account, reactivating it',
          body: activateLoginBody,
          response: session,
        },
      },
      async (req) => reply(await a.loginActivate(req.body, requestMeta(req))),
    );
    // Two spellings of one request: the spec names both, and both must keep answering alike.
    const codeRequests = [
      {
        url: '/sent-otp-login',
        operationId: 'resendLoginCode',
        summary: 'Send a new one-time sign-in code (same answer for unknown e-mails)',
      },
      {
        url: '/generate-otp',
        operationId: 'requestLoginCode',
        summary: 'Send a one-time sign-in code (same answer for unknown e-mails)',
      },
    ];
    routeTable(app, codeRequests, {
      method: 'POST',
      config: { auth: 'public' },
      tags,
      schema: { body: emailOnlyBody, response: codeSent },
      handler: async (req) => reply(await a.sendLoginCode(req.body.email, requestMeta(req))),
    });
    app.post(
      '/verify-otp',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'verifyLoginCode',
          summary: 'Sign in with a one-time code',
          body: verifyOtpBody,
          response: session,
        },
      },
      async (req) => reply(await a.verifyLoginCode(req.body, requestMeta(req))),
    );
    app.post(
      '/password-request',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'requestPasswordReset',
          summary: 'E-mail a password reset link (same answer for unknown e-mails)',
          body: passwordRequestBody,
          response: message,
        },
      },
      async (req) => reply(await a.requestPasswordReset(req.body.email, requestMeta(req))),
    );
    app.post(
      '/password-update',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'resetPassword',
          summary: 'Set a new password with a reset link; signs out every session',
          body: passwordUpdateBody,
          // 403: the link is unknown, used or expired (code reset_link_expired).
          response: { ...message, 403: errorEnvelope },
        },
      },
      async (req) => reply(await a.updatePassword(req.body)),
    );
    // One sign-up for both kinds of account; only the form differs.
    const registrations = [
      {
        url: '/individual/register',
        operationId: 'registerIndividual',
        summary: 'Create an individual account and e-mail its verification link',
        kind: 'individual',
        body: individualRegisterBody,
      },
      {
        url: '/organization/register',
        operationId: 'registerOrganization',
        summary: 'Create an organization account with its company and e-mail its verification link',
        kind: 'organization',
        body: organizationRegisterBody,
      },
    ] as const;
    for (const { url, operationId, summary, kind, body } of registrations) {
      app.post(
        url,
        {
          config: { auth: 'public' },
          schema: { tags, operationId, summary, body, response: accountEmail },
        },
        async (req) => reply(await a.register(kind, req.body, requestMeta(req))),
      );
    }
    app.post(
      '/email/resend/',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'resendVerificationEmail',
          summary: "Send a new e-mail verification link to the caller's or the given address",
          body: emailResendBody,
          response: message,
        },
      },
      async (req) => reply(await a.resendVerification(req.auth, req.body?.email, requestMeta(req))),
    );
    app.get(
      '/email/verify/:id/:hash',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'verifyEmail',
          summary: 'Verify an e-mail address with the signed link from the verification e-mail',
          params: verifyEmailParams,
          querystring: verifyEmailQuery,
          // 403: the link's signature is wrong or it has expired.
          response: { ...accountEmail, 403: errorEnvelope },
        },
      },
      async (req) =>
        reply(await a.verifyEmail(req.params.id, req.params.hash, req.query.expires, req.query.signature)),
    );
    app.post(
      '/logout',
      {
        config: { auth: 'user' },
        schema: { tags, operationId: 'logout', summary: "End the caller's session", response: message },
      },
      async (req) => reply(await a.logout(caller(req))),
    );
  };
