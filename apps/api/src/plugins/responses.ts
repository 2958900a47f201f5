import { errorEnvelope } from '@hctl/contracts';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { type AuthRequirement, orgRequirement } from './auth';

type ResponseMap = Record<string, unknown>;

/**
 * The error answers a route can give, from what it declares: 401 when it needs a caller, 403 when
 * it needs a role or an organization permission, 404 when it addresses something, 422 when it takes
 * input, 429 always (rate limits). Routes may declare more (409, 400) themselves.
 */
export function errorResponsesFor(schema: FastifySchema, auth: AuthRequirement | undefined) {
  const out: ResponseMap = { 429: errorEnvelope };
  if (auth && auth !== 'public' && auth !== 'optional') out[401] = errorEnvelope;
  if (orgRequirement(auth) || (auth && !['public', 'optional', 'user'].includes(auth as string)))
    out[403] = errorEnvelope;
  if (schema.params || orgRequirement(auth)) out[404] = errorEnvelope;
  if (schema.params || schema.body || schema.querystring) out[422] = errorEnvelope;
  return out;
}

/**
 * A 2xx answer that is bytes, not JSON (a file download): documented as binary; Fastify sends
 * buffers as they are, so no serializer runs for it.
 */
export const binaryResponse = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});

/** zod's `anyOf: [X, null]` as `type: [X, 'null']`: fast-json-stringify then needs no per-call validation. */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) o[k] = simplifyNullable(v);
  const any = o.anyOf as Record<string, unknown>[] | undefined;
  if (Array.isArray(any) && any.length === 2) {
    const nul = any.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = any[1 - nul];
    if (nul >= 0 && typeof other?.type === 'string') {
      const { anyOf: _drop, ...rest } = o;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return o;
}

/** The JSON schema of a zod response view, as the wire shows it (dates as strings, nullable as null). */
export const responseJsonSchema = (schema: z.ZodType) =>
  simplifyNullable(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }));

/**
 * Responses are written by fast-json-stringify from the route's zod view: only declared fields
 * leave the server, and it is faster than JSON.stringify. With `verify` (tests, development) each
 * body is also checked against the zod view first, so a view that drifts from what a service
 * returns fails loudly instead of dropping fields.
 */
export function registerResponseSchemas(app: FastifyInstance, opts: { verify: boolean }) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1') || route.url.startsWith('/api/v1/docs')) return;
    route.schema ??= {};
    const schema = route.schema;
    const auth = (route.config as { auth?: AuthRequirement } | undefined)?.auth;
    schema.response = { ...errorResponsesFor(schema, auth), ...((schema.response as ResponseMap) ?? {}) };
  });
  app.setSerializerCompiler(({ schema, method, url }) => {
    const view = schema as z.ZodType;
    const stringify = fastJson(responseJsonSchema(view) as object);
    if (!opts.verify) return stringify;
    return (data: unknown) => {
      const r = view.safeParse(data);
      if (!r.success)
        throw new Error(
          `The answer of ${method} ${url} does not match its response view: ${r.error.message}`,
        );
      return stringify(data);
    };
  });
}
