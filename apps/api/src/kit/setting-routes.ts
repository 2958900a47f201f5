import { type Envelope, envelope } from '@hctl/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok, reply } from '../lib/http';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A setting read with GET and saved at the same path: an account's details, an organization's
 * contact card. Both answer the setting's view; `owner` picks whose setting the request is about.
 */
export interface SettingRoutes<O, V extends z.ZodType, B extends z.ZodType> {
  url: string;
  config: FastifyContextConfig;
  tags: string[];
  /** The path's parameters, when the owner is named in the path. */
  params?: z.ZodType;
  view: V;
  owner: (req: FastifyRequest) => O;
  read: {
    operationId: string;
    summary: string;
    message: string;
    /** Typed by the view, as Fastify's type provider types a handler's reply. */
    get: (owner: O) => z.output<V> | Promise<z.output<V>>;
  };
  save: {
    method: 'POST' | 'PUT';
    operationId: string;
    summary: string;
    body: B;
    set: (owner: O, body: z.output<B>) => Promise<{ message: string; data: z.output<V> }>;
  };
}

/**
 * The answer of both routes, named for Fastify: the type provider cannot work out the reply of
 * `envelope(view)` while the view is still a type parameter, so it would refuse any handler.
 */
type Setting<V extends z.ZodType> = Envelope<z.output<V>>;

/** Registers the GET, then the save, of one setting. */
export function settingRoutes<O, V extends z.ZodType, B extends z.ZodType>(
  app: ZodApp,
  r: SettingRoutes<O, V, B>,
) {
  const params = r.params ? { params: r.params } : {};
  app.get<{ Reply: Setting<V> }>(
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
  app.route<{ Reply: Setting<V> }>({
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
