import { envelope, organizationSlugParams } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../lib/http';
import { caller, orgOf } from '../plugins/auth';
import type { AuthContext, OrgAccess, OrgRequirement } from './context';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A GET at an `/…:slug…` path answering a list of the organization the slug names. */
export interface OrgListRoute<I extends z.ZodType> {
  url: string;
  /** The organization permission that lets a member read the list (outsiders get 404). */
  config: { auth: { org: OrgRequirement } };
  tags: string[];
  operationId: string;
  summary: string;
  /** The view of one entry; the route answers an array of them. */
  item: I;
  /** The envelope's message. */
  message: string;
  /** Typed by the view, as Fastify's type provider types a handler's reply. */
  list: (access: OrgAccess) => z.output<I>[] | Promise<z.output<I>[]>;
}

/**
 * Registers an organization's list route: many modules have one per team, job or profile area,
 * and they differ only in what they list.
 */
export function getOrgList<I extends z.ZodType>(app: ZodApp, r: OrgListRoute<I>) {
  app.get(
    r.url,
    {
      config: r.config,
      schema: {
        tags: r.tags,
        operationId: r.operationId,
        summary: r.summary,
        params: organizationSlugParams,
        response: { 200: envelope(z.array(r.item)) },
      },
    },
    async (req) => ok(r.message, await r.list(orgOf(req))),
  );
}

/** A GET answering a list of the signed-in caller's own: their invitations, folders, interviews. */
export interface OwnListRoute<I extends z.ZodType> {
  url: string;
  tags: string[];
  operationId: string;
  summary: string;
  /** The view of one entry; the route answers an array of them. */
  item: I;
  /** The envelope's message. */
  message: string;
  list: (me: AuthContext) => z.output<I>[] | Promise<z.output<I>[]>;
}

/** Registers a list route of the caller's own, open to any signed-in account. */
export function getOwnList<I extends z.ZodType>(app: ZodApp, r: OwnListRoute<I>) {
  app.get(
    r.url,
    {
      config: { auth: 'user' },
      schema: {
        tags: r.tags,
        operationId: r.operationId,
        summary: r.summary,
        response: { 200: envelope(z.array(r.item)) },
      },
    },
    async (req) => ok(r.message, await r.list(caller(req))),
  );
}
