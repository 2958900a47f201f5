import { envelope } from '@hctl/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok, reply } from '../lib/http';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A setting read with GET and saved at the same path: an account's details, an organization's
 * contact card. Both answer the setting's view; `owner` picks whose setting the request is about.
 */
export interface SettingRoutes<O, B extends z.ZodType> {
  url: string;
  config: FastifyContextConfig;
  tags: string[];
  /** The path's parameters, when the owner is named in the path. */
  params?: z.ZodType;
  view: z.ZodType;
  owner: (req: FastifyRequest) => O;
  read: { operationId: string; summary: string; message: string; get: (owner: O) => unknown };
  save: {
    method: 'POST' | 'PUT';
    operationId: string;
    summary: string;
    body: B;
    set: (owner: O, body: z.output<B>) => Promise<{ message: string; data: unknown }>;
  };
}

/** Registers the GET, then the save, of one setting. */
export function settingRoutes<O, B extends z.ZodType>(app: ZodApp, r: SettingRoutes<O, B>) {
  const params = r.params ? { params: r.params } : {};
  app.get(
    r.url,
    {
      config: r.config,
      schema: {
        tags: r.tags,
        operationId: r.read.operationId,
        summary: r.read.summary,
        ...params,
        response: { 200: envelope(r.view) },
      },
    },
    async (req) => ok(r.read.message, await r.read.get(r.owner(req))),
  );
  app.route({
    method: r.save.method,
    url: r.url,
    config: r.config,
    schema: {
      tags: r.tags,
      operationId: r.save.operationId,
      summary: r.save.summary,
      ...params,
      body: r.save.body,
      response: { 200: envelope(r.view) },
    },
    // Fastify has validated the body against `save.body`, so it holds that schema's output.
    handler: async (req) => reply(await r.save.set(r.owner(req), req.body as z.output<B>)),
  });
}
