import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_RULES,
  type ContractRule,
  contractProblems,
  formatContractProblems,
} from '../../openapi/contract';
import { type OpenApiDocument, operationsOf, securityFor } from '../../openapi/document';
import { buildOfflineApp, documentOf } from '../../openapi/offline-app';
import type { AuthRequirement } from '../../plugins/auth';

/**
 * The OpenAPI contract every route keeps for integrators: an operationId (unique), a summary, a
 * tag, a 2xx response schema, and a security requirement that says what `config.auth` enforces.
 * Built offline from the development app, so the development-only routes are held to it too.
 */
let doc: OpenApiDocument;
const auth = new Map<string, AuthRequirement | undefined>();

beforeAll(async () => {
  const { app, close } = await buildOfflineApp({
    onRoute: (method, url, route: RouteOptions) => {
      const path = url.replace(/:(\w+)/g, '{$1}');
      auth.set(`${method.toLowerCase()} ${path}`, route.config?.auth);
    },
  });
  doc = documentOf(app);
  await close();
}, 60_000);

describe('the OpenAPI contract', () => {
  it('reports every operation that misses it', () => {
    const problems = contractProblems(doc);
    const report = formatContractProblems(problems);
    if (report) console.error(`OpenAPI contract (${operationsOf(doc).length} operations):\n${report}`);
    const counts = Object.fromEntries(
      (Object.keys(CONTRACT_RULES) as ContractRule[]).map((r) => [CONTRACT_RULES[r], problems[r].length]),
    );
    expect(counts, report).toEqual(Object.fromEntries(Object.values(CONTRACT_RULES).map((r) => [r, 0])));
  });

  it('is an OpenAPI 3.1 document with its servers, security scheme and described tags', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info).toMatchObject({
      title: 'HCTL API',
      license: expect.any(Object),
      contact: expect.any(Object),
    });
    expect(doc.components).toMatchObject({ securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } });
    const used = new Set(operationsOf(doc).flatMap(({ op }) => op.tags ?? []));
    expect(doc.tags?.map((t) => t.name)).toEqual([...used].sort());
    for (const t of doc.tags ?? []) expect(t.description, t.name).toBeTruthy();
  });

  it("declares each operation's security as its config.auth enforces it", () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operationsOf(doc)) {
      const key = `${method} ${path}`;
      if (!auth.has(key)) wrong.push(`${key}: no route seen`);
      else if (JSON.stringify(op.security) !== JSON.stringify(securityFor(auth.get(key))))
        wrong.push(`${key}: ${JSON.stringify(auth.get(key))} but security ${JSON.stringify(op.security)}`);
    }
    expect(wrong).toEqual([]);
    const kinds = new Set(operationsOf(doc).map(({ op }) => JSON.stringify(op.security)));
    expect([...kinds].sort()).toEqual(['[]', '[{"bearer":[]}]', '[{},{"bearer":[]}]']);
  });

  it("keeps the spec's paths as written, trailing slashes included", () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/email/resend/', '/api/v1/organization/{slug}/job/apply/']),
    );
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
  });
});
