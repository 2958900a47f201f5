/**
 * A call's query without the empty values (spec §5: empty filter values are stripped), no "?". An
 * array repeats its key (`benefits=a&benefits=b`); any other value is written as `String()` writes it.
 */
export function queryParams(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const one of v) q.append(k, String(one));
    else if (v != null && v !== '') q.set(k, String(v));
  }
  return q.toString();
}

/** The same query with its "?", or '' when nothing is left: ready to follow a path. */
export function queryString(params: Record<string, unknown>): string {
  const s = queryParams(params);
  return s ? `?${s}` : '';
}
