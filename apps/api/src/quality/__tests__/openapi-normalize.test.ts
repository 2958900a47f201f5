import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../openapi/document';
import { shareErrorResponses, tidySchemas } from '../../openapi/normalize';

const error = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['error'] },
    message: { type: 'string' },
    errors: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } },
    code: { type: 'string' },
  },
  required: ['status', 'message', 'errors', 'code'],
};
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const docWith = (responses: Record<string, unknown>): OpenApiDocument => ({
  openapi: '3.1.0',
  info: {},
  paths: { '/api/v1/x': { get: { responses: responses as never } } },
});

describe('the OpenAPI document clean-up', () => {
  it("writes zod's records as the objects they are", () => {
    const visibility = {
      type: 'object',
      propertyNames: { type: 'string', enum: ['email', 'phone'] },
      additionalProperties: { type: 'boolean' },
      required: ['email', 'phone'],
    };
    const doc = tidySchemas(docWith({ 200: { description: 'Default Response', ...json(visibility) } }));
    expect(doc.paths['/api/v1/x'].get.responses?.[200].content?.['application/json'].schema).toEqual({
      type: 'object',
      properties: { email: { type: 'boolean' }, phone: { type: 'boolean' } },
      additionalProperties: false,
      required: ['email', 'phone'],
    });
    const map = tidySchemas(docWith({ 200: json(error) })).paths['/api/v1/x'].get.responses?.[200];
    expect(map?.content?.['application/json'].schema).toHaveProperty('properties.errors', {
      type: 'object',
      additionalProperties: { type: 'string' },
    });
  });

  it('names the error envelope once and refers to it', () => {
    const d = 'Default Response';
    const doc = shareErrorResponses(
      docWith({
        200: { description: d, ...json({ type: 'null' }) },
        401: { description: d, ...json(error) },
      }),
    );
    expect(doc.paths['/api/v1/x'].get.responses).toEqual({
      200: { description: 'Success', ...json({ type: 'null' }) },
      401: { $ref: '#/components/responses/Unauthenticated' },
    });
    expect(doc.components).toMatchObject({
      schemas: { ErrorEnvelope: { ...error, description: expect.any(String) } },
      responses: {
        Unauthenticated: {
          description: expect.stringContaining('unauthenticated'),
          ...json({ $ref: '#/components/schemas/ErrorEnvelope' }),
        },
      },
    });
  });

  it('leaves an error response a route described itself', () => {
    const own = { description: 'The e-mail is taken.', ...json(error) };
    const doc = shareErrorResponses(docWith({ 409: own }));
    expect(doc.paths['/api/v1/x'].get.responses?.[409]).toEqual(own);
  });
});
