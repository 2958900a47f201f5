/**
 * A keyset cursor: the sort it belongs to and the last hit's [sort key, id], opaque to clients.
 * `at` (ms) is the time the first page was scored at: relevance decays with a job's age, so the
 * next pages must score at the same moment or the last hit's key no longer splits the list cleanly.
 */
export type Cursor = { sort: string; key: string | number | null; id: number; at?: number };

export const encodeCursor = (c: Cursor) =>
  Buffer.from(
    JSON.stringify(c.at === undefined ? [c.sort, c.key, c.id] : [c.sort, c.key, c.id, c.at]),
  ).toString('base64url');

/** null when malformed or made for another sort (the search then starts from the top). */
export function decodeCursor(raw: string | null | undefined, sort: string): Cursor | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      !Array.isArray(v) ||
      (v.length !== 3 && v.length !== 4) ||
      v[0] !== sort ||
      !Number.isSafeInteger(v[2])
    )
      return null;
    if (v.length === 4 && !(Number.isSafeInteger(v[3]) && v[3] > 0)) return null;
    const key = v[1];
    if (key !== null && typeof key !== 'number' && !(typeof key === 'string' && /^-?\d{1,20}$/.test(key)))
      return null;
    return v.length === 4 ? { sort, key, id: v[2], at: v[3] } : { sort, key, id: v[2] };
  } catch {
    return null;
  }
}
