import type { Highlight } from '../search.backend';

/**
 * Text with `start` … `stop` around its matches → the plain text and the [start, end) ranges of the
 * matches. The markers are characters the source text cannot hold, so no markup is ever parsed.
 */
export function unmark(marked: string, start: string, stop: string): Highlight {
  let text = '';
  const ranges: [number, number][] = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === start) open = text.length;
    else if (ch === stop) {
      if (open >= 0 && text.length > open) ranges.push([open, text.length]);
      open = -1;
    } else text += ch;
  }
  return { text, ranges };
}

/** Job search's ts_headline output, with \x02 … \x03 around matches (control characters, which job text does not hold). */
export const highlightOf = (marked: string) => unmark(marked, '\u0002', '\u0003');
