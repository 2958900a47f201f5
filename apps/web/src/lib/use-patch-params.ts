import { useSearchParams } from 'react-router';

/**
 * Changes some of the address's query parameters (null removes one), keeping the others. The change
 * starts from the address itself, not the last render's params: one made before the page re-rendered
 * (a filter clicked right after typing, on a busy machine) would otherwise be lost.
 */
export function usePatchParams() {
  const [, setParams] = useSearchParams();
  return (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace });
  };
}
