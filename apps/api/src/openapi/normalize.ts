import type { OpenApiDocument } from './document';
import { operationsOf } from './document';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * zod writes a record as `propertyNames` + `additionalProperties`. Keys are strings in JSON, so
 * `propertyNames: { type: 'string' }` says nothing and goes; a record over an enum of keys
 * becomes the object it is (`properties` for each key, nothing else allowed), which linters and
 * code generators read (openapi-typescript types `{ email: boolean; … }` instead of a map).
 */
function tidySchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidySchema);
  if (!isObject(node)) return node;
  const o: Json = {};
  for (const [k, v] of Object.entries(node)) o[k] = tidySchema(v);
  const names = o.propertyNames;
  if (o.type !== 'object' || !isObject(names) || names.type !== 'string') return o;
  const { propertyNames: _names, ...rest } = o;
  const keys = names.enum;
  if (Object.keys(names).length === 1) return rest;
  const value = o.additionalProperties;
  if (Object.keys(names).length !== 2 || !Array.isArray(keys) || o.properties || !isObject(value)) return o;
  return {
    ...rest,
    properties: Object.fromEntries(keys.map((k) => [String(k), value])),
    additionalProperties: false,
  };
}

export function tidySchemas(doc: OpenApiDocument): OpenApiDocument {
  return tidySchema(doc) as OpenApiDocument;
}

/** What each error status means for every route (plugins/responses.ts gives them out). */
const ERROR_RESPONSES: Record<string, [name: string, description: string]> = {
  400: ['BadRequest', 'The request cannot be handled as sent (`bad_request`).'],
  401: ['Unauthenticated', 'No valid bearer token was sent (`unauthenticated`).'],
  403: [
    'Forbidden',
    'The caller may not do this: another account type, a missing permission in the organization, or a deactivated account (`forbidden`, `account_deactivated`).',
  ],
  404: ['NotFound', 'What the path names does not exist or is not visible to the caller (`not_found`).'],
  409: ['Conflict', 'The request conflicts with the current state (`conflict`).'],
  422: ['ValidationFailed', 'The input is invalid (`validation_failed`): `errors` has a message per field.'],
  429: ['TooManyRequests', 'Too many requests from this client; retry later (`too_many_requests`).'],
};

const DEFAULT_DESCRIPTION = 'Default Response';

/** The error envelope's JSON schema, recognized by its fields: `{ status: 'error', message, errors, code }`. */
function isErrorEnvelope(schema: unknown) {
  if (!isObject(schema) || !isObject(schema.properties)) return false;
  const status = (schema.properties as Json).status;
  const keys = Object.keys(schema.properties).sort().join();
  return (
    keys === 'code,errors,message,status' && isObject(status) && JSON.stringify(status.enum) === '["error"]'
  );
}

/**
 * Every route answers the same error envelope for 401/403/404/422/429: the document names it once
 * (`components.schemas.ErrorEnvelope`, one `components.responses` entry per status with what it
 * means) and operations refer to it, instead of a copy per operation. Success responses the route
 * did not describe are described as such.
 */
export function shareErrorResponses(doc: OpenApiDocument): OpenApiDocument {
  let envelope: string | undefined;
  const responses: Record<string, unknown> = {};
  for (const { op } of operationsOf(doc)) {
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      const r = response as Json;
      if (status.startsWith('2') && r.description === DEFAULT_DESCRIPTION) r.description = 'Success';
      const schema = (r.content as Record<string, { schema?: unknown }> | undefined)?.['application/json']
        ?.schema;
      const named = ERROR_RESPONSES[status];
      if (!named || r.description !== DEFAULT_DESCRIPTION || !isErrorEnvelope(schema)) continue;
      const json = JSON.stringify(schema);
      envelope ??= json;
      if (json !== envelope) continue;
      const [name, description] = named;
      responses[name] ??= {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
      (op.responses as Json)[status] = { $ref: `#/components/responses/${name}` };
    }
  }
  if (!envelope) return doc;
  const components = (doc.components ?? {}) as Json;
  const inStatusOrder = Object.values(ERROR_RESPONSES)
    .filter(([name]) => responses[name])
    .map(([name]) => [name, responses[name]]);
  const ErrorEnvelope = { description: 'The body of every error answer.', ...JSON.parse(envelope) };
  return {
    ...doc,
    components: {
      ...components,
      schemas: { ...(components.schemas as Json), ErrorEnvelope },
      responses: { ...(components.responses as Json), ...Object.fromEntries(inStatusOrder) },
    },
  };
}
