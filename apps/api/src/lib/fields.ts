import type { z } from 'zod';
import { invalid } from './errors';

/** Validates multipart text fields with a zod schema, answering 422 keyed by field like JSON bodies. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const r = schema.safeParse(fields);
  if (r.success) return r.data;
  const errors: Record<string, string> = {};
  for (const i of r.error.issues) errors[i.path.join('.') || 'body'] ??= i.message;
  throw invalid(errors);
}
