import {
  accountActiveBody,
  accountProfilesView,
  accountUpdateBody,
  accountView,
  chooseCategoryBody,
  deleteAccountBody,
  envelope,
  errorEnvelope,
  messageOnly,
  phoneCodeSentView,
  phoneOtpRequestBody,
  phoneOtpVerifyBody,
  withdrawalBody,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settingRoutes } from '../../kit/setting-routes';
import { reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { AccountsService } from './accounts.service';

const tags = ['accounts'];
const account = { 200: envelope(accountView) };
const message = { 200: messageOnly };

export const accountsRoutes =
  (s: { accounts: AccountsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const a = s.accounts;
    /** The caller's own account settings. */
    const own = {
      config: { auth: 'user' as const },
      tags,
      owner: (req: FastifyRequest) => caller(req).userId,
    };
    settingRoutes(app, {
      url: '/individual/profiles',
      ...own,
      view: accountProfilesView,
      read: {
        operationId: 'getAccountProfileType',
        summary: "The caller's account with the profile type chosen at sign-up (null until chosen)",
        message: 'Profile.',
        get: (userId) => a.profiles(userId),
      },
      save: {
        method: 'POST',
        operationId: 'chooseAccountProfileType',
        summary: "Choose the caller's profile type (and optionally a specialty)",
        body: chooseCategoryBody,
        set: (userId, body) => a.chooseCategory(userId, body),
      },
    });
    settingRoutes(app, {
      url: '/individual/accounts',
      ...own,
      view: accountView,
      read: {
        operationId: 'getAccount',
        summary: "The caller's account and personal profile details",
        message: 'Account.',
        get: (userId) => a.account(userId),
      },
      save: {
        method: 'PUT',
        operationId: 'updateAccount',
        summary: "Update the caller's account details; this also publishes the profile",
        body: accountUpdateBody,
        set: (userId, body) => a.update(userId, body),
      },
    });
    app.put(
      '/individual/account-active',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'setAccountActive',
          summary: "Keep (true) or deactivate (false) the caller's account, confirmed with the password",
          body: accountActiveBody,
          response: message,
        },
      },
      async (req) => reply(await a.setActive(caller(req).userId, req.body.is_active, req.body.password)),
    );
    app.post(
      '/account-withdrawal',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'deactivateAccount',
          summary: "Deactivate the caller's account and sign it out everywhere, confirmed with the password",
          body: withdrawalBody,
          response: message,
        },
      },
      async (req) => reply(await a.deactivate(caller(req).userId, req.body.password)),
    );
    app.delete(
      '/individual/account/:id',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'deleteAccount',
          summary: "Delete the caller's own account for good, confirmed with the password",
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: deleteAccountBody,
          response: message,
        },
      },
      async (req) => reply(await a.deleteAccount(caller(req), req.params.id, req.body.password)),
    );
    app.put(
      '/individual/publish',
      {
        // Publishes an individual profile; organizations publish under organization/{slug}/account.
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'publishAccountProfile',
          summary: "Publish the caller's profile so others can see it",
          response: account,
        },
      },
      async (req) => reply(await a.publish(caller(req).userId)),
    );
    app.post(
      '/individual/account/generate-otp',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'sendPhoneVerificationCode',
          summary: 'Text a 6-digit code to the phone number the caller wants to verify',
          body: phoneOtpRequestBody,
          // 503: production without an SMS provider cannot text the code.
          response: { 200: envelope(phoneCodeSentView), 503: errorEnvelope },
        },
      },
      async (req) => reply(await a.sendPhoneCode(caller(req), req.body.phone_number, req.ip)),
    );
    app.post(
      '/individual/account/verify-otp',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'verifyPhoneCode',
          summary: "Verify the caller's phone with the texted code, optionally turning on two-step sign-in",
          body: phoneOtpVerifyBody,
          // 503: two-step sign-in by SMS cannot be turned on without an SMS provider (production).
          response: { ...account, 503: errorEnvelope },
        },
      },
      async (req) =>
        reply(await a.verifyPhoneCode(caller(req), req.body.otp, req.body.enable_two_factor, req.ip)),
    );
  };
