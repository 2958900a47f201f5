/**
 * openapi-typescript builds its output with the TypeScript 5 compiler API (its peer
 * `typescript@^5`). The repo compiles with TypeScript 7, whose package has no JS API, so this
 * little package holds openapi-typescript with its own TypeScript 5 in its node_modules.
 */
import openapiTS, { astToString } from 'openapi-typescript';

/** The TypeScript declarations (`paths`, `components`, `operations`) of an OpenAPI document. */
export async function openapiTypes(document) {
  return astToString(await openapiTS(document));
}
