import { z } from 'zod';

type Json = Record<string, unknown>;

/**
 * A plausible valid value for a zod schema (via its JSON Schema): the matrix's default body and
 * query for routes whose table row gives none. Semantic rules (ids that must exist, dates in
 * order) are the table's job.
 */
export function sampleOf(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Json;
  return sample(json, json, '');
}

function sample(s: Json, root: Json, key: string): unknown {
  if (s.$ref) {
    const path = String(s.$ref).replace(/^#\//, '').split('/');
    return sample(
      path.reduce<Json>((o, p) => o[p] as Json, root),
      root,
      key,
    );
  }
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined) return s.default;
  for (const k of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[k])) {
      const opts = (s[k] as Json[]).filter((o) => o.type !== 'null');
      return sample(opts[0] ?? (s[k] as Json[])[0], root, key);
    }
  }
  if (Array.isArray(s.allOf)) return sample((s.allOf as Json[])[0], root, key);
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Json>;
      const out: Json = {};
      for (const [k, v] of Object.entries(props)) out[k] = sample(v, root, k);
      return out;
    }
    case 'array': {
      const n = Math.max(1, Number(s.minItems ?? 1));
      return Array.from({ length: n }, () => sample((s.items ?? {}) as Json, root, key));
    }
    case 'integer':
    case 'number': {
      const min = Number(s.minimum ?? s.exclusiveMinimum ?? 1);
      return Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'string':
      return stringFor(s, key);
    default:
      return 'sample';
  }
}

function stringFor(s: Json, key: string): string {
  switch (s.format) {
    case 'email':
      return 'someone@example.test';
    case 'date':
      return '2024-01-15';
    case 'date-time':
      return '2027-01-15T10:00:00.000Z';
    case 'uri':
      return 'https://example.org/page';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
  }
  if (/email/.test(key)) return 'someone@example.test';
  if (/phone/.test(key)) return '+15125550100';
  if (/date|_on$/.test(key)) return '2024-01-15';
  if (/password/.test(key)) return 'Secret123';
  if (/url|link|website/.test(key)) return 'https://example.org/page';
  const min = Number(s.minLength ?? 0);
  const base = `Sample ${key.replace(/_/g, ' ')} text`.padEnd(Math.max(min, 1), '.');
  return s.maxLength ? base.slice(0, Number(s.maxLength)) : base;
}
