/**
 * Values computed once and reused in this process for up to `ttlMs` under a key that names
 * everything they depend on: concurrent misses share one load, a failed load is not kept, and
 * the whole map is dropped when it reaches `maxEntries` (keys carry versions, so old ones are
 * never asked for again and need no eviction order).
 */
export function memoCache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
      let hit = entries.get(key);
      if (!hit || now - hit.at > ttlMs) {
        if (entries.size >= maxEntries) entries.clear();
        const entry = { at: now, value: load() };
        hit = entry;
        entries.set(key, entry);
        entry.value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
      }
      return hit.value;
    },
    clear: () => entries.clear(),
  };
}
