import type { SwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { AuthRequirement } from '../plugins/auth';
import { idempotencyHeaderSchema } from '../plugins/idempotency';
import { shareErrorResponses, tidySchemas } from './normalize';
import { describeTag } from './tags';

/** The parts of an OpenAPI 3.1 document this code reads or writes. */
export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  [key: string]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation of a document, in path order. */
export function operationsOf(doc: OpenApiDocument) {
  const out: { method: string; path: string; op: OpenApiOperation }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of HTTP_METHODS) if (item[method]) out.push({ method, path, op: item[method] });
  return out;
}

/** The one security scheme: the `api_token` that sign-in returns, sent as `Authorization: Bearer …`. */
export const BEARER = 'bearer';

/**
 * An operation's `security`, from the route's `config.auth` (plugins/auth.ts): none for public
 * routes, the token optional for 'optional' ones (`{}` is the no-credentials alternative), and
 * required for signed-in users, account roles and organization members.
 */
export function securityFor(auth: AuthRequirement | undefined): Record<string, string[]>[] | undefined {
  if (auth === undefined) return undefined;
  if (auth === 'public') return [];
  if (auth === 'optional') return [{}, { [BEARER]: [] }];
  return [{ [BEARER]: [] }];
}

const transformRoute: NonNullable<Extract<SwaggerOptions, { transform?: unknown }>['transform']> = (
  input,
) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const config = (input.route as RouteOptions).config;
  const security = securityFor(config?.auth);
  if (!security || !out.schema || (out.schema as { hide?: boolean }).hide) return out;
  // Money-moving operations take an optional Idempotency-Key header (plugins/idempotency.ts).
  const headers = config?.idempotent ? { headers: idempotencyHeaderSchema } : {};
  return { ...out, schema: { ...out.schema, ...headers, security } };
};

/**
 * The document's tag list (every tag an operation uses, with its description, by name), and its
 * top-level fields in reading order.
 */
export function withTags(doc: OpenApiDocument): OpenApiDocument {
  const used = new Set(operationsOf(doc).flatMap(({ op }) => op.tags ?? []));
  const tags = [...used].sort().map((name) => ({ name, description: describeTag(name) }));
  const { openapi, info, servers, paths, components, ...rest } = doc;
  return { openapi, info, servers, tags, ...rest, paths, components };
}

/**
 * @fastify/swagger's options: an OpenAPI 3.1 document (JSON Schema 2020-12, so zod's nullable
 * fields stay `type: [X, 'null']`) with the paths exactly as the routes write them, each
 * operation's security from its `config.auth` and the tags its routes use. `operationId`,
 * `summary` and the response views come from the routes themselves.
 */
export function swaggerOptions(config: Config): SwaggerOptions {
  const site = config.APP_URL.replace(/\/+$/, '');
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'HCTL API',
        version: '1.0.0',
        description: [
          'The HCTL health-care marketplace API (spec §7): accounts and sign-in, individual and',
          'organization profiles, jobs and applications, plans, tokens and payments.',
          '',
          'Every answer is a JSON envelope: `{ status: "success", message, data }`, or',
          '`{ status: "error", message, errors, code }` with a stable `code` (`validation_failed`,',
          '`unauthenticated`, `forbidden`, `not_found`, `too_many_requests`, …) and, for 422, the',
          'message of each invalid field in `errors`.',
          '',
          'Sign in with `POST /api/v1/submit-login` (and `POST /api/v1/verify-otp` when it answers with a',
          'one-time-code challenge); send the `api_token` it returns as `Authorization: Bearer <token>`',
          'to the operations whose security asks for it.',
        ].join('\n'),
        contact: { name: 'HCTL support', email: config.SUPPORT_EMAIL, url: `${site}/contact-us` },
        license: { name: 'Proprietary: HCTL terms and conditions', url: `${site}/terms-and-conditions` },
      },
      servers: [{ url: '/', description: 'This server (every path starts with /api/v1)' }],
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The `api_token` a sign-in answers (`POST /api/v1/submit-login`, or `POST /api/v1/verify-otp` after a one-time-code challenge).',
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: (input) => {
      const doc = jsonSchemaTransformObject(input as Parameters<typeof jsonSchemaTransformObject>[0]);
      return withTags(shareErrorResponses(tidySchemas(doc as unknown as OpenApiDocument))) as never;
    },
  };
}
