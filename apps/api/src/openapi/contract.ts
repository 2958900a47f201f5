import { type OpenApiDocument, type OpenApiOperation, operationsOf } from './document';
import { TAG_DESCRIPTIONS } from './tags';

/** What the API promises integrators for each operation, and how an operation can miss it. */
export const CONTRACT_RULES = {
  operationId: 'operations without an operationId (schema.operationId)',
  summary: 'operations without a summary (schema.summary)',
  response: 'operations without a 2xx response schema (schema.response: { 200: envelope(view) })',
  duplicateId: 'operationIds used by more than one operation',
  tag: 'operations without a tag (schema.tags)',
  tagDescription: 'tags without a description in apps/api/src/openapi/tags.ts',
} as const;
export type ContractRule = keyof typeof CONTRACT_RULES;

/** A 2xx response with a body schema (JSON for every route but file downloads). */
const hasSuccessSchema = (op: OpenApiOperation) =>
  Object.entries(op.responses ?? {}).some(
    ([status, r]) =>
      /^2\d\d$/.test(status) && Object.values(r.content ?? {}).some((media) => media?.schema !== undefined),
  );

/** Every way the document misses the contract, by rule: `METHOD /path` (or the tag, the operationId). */
export function contractProblems(doc: OpenApiDocument): Record<ContractRule, string[]> {
  const out: Record<ContractRule, string[]> = {
    operationId: [],
    summary: [],
    response: [],
    duplicateId: [],
    tag: [],
    tagDescription: [],
  };
  const ids = new Map<string, string[]>();
  const tags = new Set<string>();
  for (const { method, path, op } of operationsOf(doc)) {
    const name = `${method.toUpperCase()} ${path}`;
    if (!op.operationId) out.operationId.push(name);
    else ids.set(op.operationId, [...(ids.get(op.operationId) ?? []), name]);
    if (!op.summary?.trim()) out.summary.push(name);
    if (!hasSuccessSchema(op)) out.response.push(name);
    if (!op.tags?.length) out.tag.push(name);
    for (const t of op.tags ?? []) tags.add(t);
  }
  for (const [id, names] of ids) if (names.length > 1) out.duplicateId.push(`${id}: ${names.join(', ')}`);
  out.tagDescription = [...tags].filter((t) => !TAG_DESCRIPTIONS[t]).sort();
  return out;
}

/** The problems as a report: a heading with the count per rule, then each item. */
export function formatContractProblems(problems: Record<ContractRule, string[]>) {
  const lines: string[] = [];
  for (const rule of Object.keys(CONTRACT_RULES) as ContractRule[]) {
    const items = problems[rule];
    if (!items.length) continue;
    lines.push(`${CONTRACT_RULES[rule]}: ${items.length}`, ...items.map((i) => `  ${i}`));
  }
  return lines.join('\n');
}
