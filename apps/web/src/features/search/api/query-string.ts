/** A query string without empty values; arrays repeat their key (`benefits=a&benefits=b`). */
export function queryString(params: Record<string, string | number | readonly string[] | null | undefined>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const one of v) q.append(k, one);
    else if (v != null && v !== '') q.set(k, String(v));
  }
  return q.toString();
}
