/** The TypeScript declarations (`paths`, `components`, `operations`) of an OpenAPI document. */
export function openapiTypes(document: object): Promise<string>;
