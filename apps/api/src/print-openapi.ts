import { offlineOpenApiDocument } from './openapi/offline-app';

/**
 * `npm run --silent openapi`: the OpenAPI 3.1 document production serves at /api/v1/docs/json,
 * as JSON on stdout, with no database or Redis needed. `--dev` includes the development-only routes.
 */
const doc = await offlineOpenApiDocument({ production: !process.argv.includes('--dev') });
process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
